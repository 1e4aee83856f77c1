/**
 * Every source the UI cites, as data: the five documents the engine's rules were read from, the
 * measurements of released versions, and what real transcripts show. The UI names a source by
 * `cite` and links to `/sources#<id>`; code comments keep their short names ("seed 003",
 * "FORMAT §10"), which `seed` and `formatSection` map here.
 */

export type SourceKind = "document" | "measurement" | "observation";

export type Source = {
  /** The anchor on /sources: stable, as links point at it. */
  id: string;
  kind: SourceKind;
  /** The source's own title, or a description of it when it has none. */
  title: string;
  /** How the UI cites it inline, in a few words. */
  cite: string;
  /** What it is and where it comes from. */
  what: string;
  /** The Claude Code versions it describes. */
  versions: string;
  /** What the engine takes from it. */
  covers: string;
  /** The seed document's number in code comments ("seed 003"), for documents. */
  seed?: string;
  /** The FORMAT.md sections it stands for, for observations. */
  formatSections?: readonly number[];
};

export const SOURCES: readonly Source[] = [
  {
    id: "claude-code-2-1-17-prompts",
    kind: "document",
    seed: "000",
    title: "Claude Code Compaction: How Context Management Works",
    cite: "Claude Code 2.1.17's own prompts and logic",
    what: "An article quoting the compaction prompts and logic of @anthropic-ai/claude-code 2.1.17 verbatim.",
    versions: "2.1.17",
    covers:
      "The nine-section summary prompt, the auto-compact trigger, microcompact keeping the last 3 tool results, the 5 files re-read after a summary, the todo list and plan restored, the environment variables that turn compaction off.",
  },
  {
    id: "claude-code-2-1-cache-notes",
    kind: "document",
    seed: "001",
    title: "How Claude Code manages the prompt cache, compaction and its system prompt",
    cite: "notes on Claude Code 2.1's cache and compaction",
    what: "A technical write-up (untitled; described here) of one turn's life cycle in Claude Code 2.1.x, from the claude-sonnet-4-6 and claude-opus-4-6 era: cache markers, cache-break detection, compaction and what it restores.",
    versions: "2.1.x (its thresholds fit 2.1.22 on)",
    covers:
      "Cache-break detection (a drop over 5% and 2,000 tokens, 5-minute and 1-hour lifetimes), the autocompact buffer, restored files and skills, the circuit breaker after 3 failed compactions.",
  },
  {
    id: "claude-code-1-0-compact-notes",
    kind: "document",
    seed: "002",
    title: "Compact System Implementation",
    cite: "reverse-engineered notes on Claude Code 1.0.x",
    what: "Notes reverse-engineered from a minified early release, citing its function names (sI2, x1A, Si): the compaction dispatcher as the code was written.",
    versions: "1.0.x (the cc-1.0-literal profile replays it as written)",
    covers:
      "The two-tier dispatcher (microcompact first, then a full summary), thresholds and warning levels, token counting (usage, and text length / 4), which messages are summarised, microcompact's budget and minimum saving, the restored files.",
  },
  {
    id: "claude-code-2-1-source-walkthrough",
    kind: "document",
    seed: "003",
    title: "How Claude Code compresses a conversation, from the source code",
    cite: "a walk-through of Claude Code 2.1's compaction source",
    what: "An article (untitled; described here) reading Claude Code 2.1.x's source: when to compact, what to keep, the summary's retries.",
    versions: "2.1.x (2.1.22 on: the 20,000 output cap)",
    covers:
      "The output reserve capped at 20,000, counting with estimates, time-based and cached microcompact, session-memory compaction, prompt-too-long retries, API context management, partial compaction.",
  },
  {
    id: "claude-code-2-1-7-memory-notes",
    kind: "document",
    seed: "004",
    title: "Memory Context Architecture (v2.1.7)",
    cite: "reverse-engineered notes on Claude Code 2.1.7",
    what: "Notes reverse-engineered from Claude Code 2.1.7, citing its minified names (I97, W97): token counting, thresholds, micro-compaction, session memory and full compaction.",
    versions: "2.1.7 (its rules hold up to 2.1.21)",
    covers:
      "The output reserve of 32,000, the warning, error and blocking levels, legacy microcompact above the warning level, session-memory compaction's keep window, restored files.",
  },
  {
    id: "conformance-measurements",
    kind: "measurement",
    title: "Released versions measured against a stand-in for the Messages API",
    cite: "measured on released Claude Code versions",
    what: "Each released version listed below was installed and driven against a local fake of the Messages API by `npm run conformance`, which reads the threshold to the token, what the count adds to the last usage, the summarization request and the records written. The profiles follow these measurements where the documents disagree.",
    versions: "See the versions measured below",
    covers:
      "Which version compacts where, legacy microcompact ending at 2.1.69, reactive compaction and the kept last round from 2.1.153, a lone round compacted at the blocking limit from 2.1.269, each model's default window, CLAUDE_CODE_AUTO_COMPACT_WINDOW.",
  },
  {
    id: "real-transcripts-compaction",
    kind: "observation",
    formatSections: [4, 5, 9],
    title: "Compaction and microcompaction records in real transcripts",
    cite: "seen in real Claude Code transcripts",
    what: "About 2,500 public session files (1.0.51 to 2.1.212) scanned for how compactions are recorded; 13 of them are the project's test fixtures.",
    versions: "1.0.51 to 2.1.212",
    covers:
      "Thresholds seen (155K to 164K up to 2.1.19, 167K to 171K from 2.1.22 on 200K models), the compact boundary and its summary from 1.0.117, microcompact boundaries, a file never rewritten by clearing.",
  },
  {
    id: "real-transcripts-compaction-request",
    kind: "observation",
    formatSections: [6],
    title: "The compaction request saved by Claude Code 2.1.70 and 2.1.71",
    cite: "the summarization requests saved by Claude Code 2.1.7x",
    what: "Claude Code 2.1.7x runs the summary as a forked agent and saves it (agent-acompact-*.jsonl): its last user message is the whole summarization prompt.",
    versions: "2.1.70, 2.1.71",
    covers: "The summarization prompt's size and its no-tools lines.",
  },
  {
    id: "real-transcripts-newer-versions",
    kind: "observation",
    formatSections: [10],
    title: "What newer versions write (2.1.70 to 2.1.330)",
    cite: "seen in transcripts of Claude Code 2.1.153 and later",
    what: "More public transcripts, and transcripts written by released versions driven against the stand-in API.",
    versions: "2.1.70 to 2.1.330",
    covers:
      "The kept last round (preservedSegment), the auto window of a model a version does not know, growing compactMetadata, microcompaction written or silent.",
  },
];

const BY_ID = new Map(SOURCES.map((source) => [source.id, source]));

/** The page and anchor of a source. */
export function sourceHref(id: string): string {
  return `/sources#${id}`;
}

/** A source by id; an unknown id is a bug in the data that cites it. */
export function sourceById(id: string): Source {
  const source = BY_ID.get(id);
  if (!source) throw new Error(`no source ${id} in the catalogue`);
  return source;
}

const SEED_NUMBERS = SOURCES.flatMap((source) => (source.seed ? [source.seed] : []));

/**
 * The documents a mechanism's seed list names, in order: "003" one, "000–004" (or "000-004")
 * the range. Unknown numbers are left out.
 */
export function documentsOfSeeds(seeds: readonly string[]): Source[] {
  const numbers = seeds.flatMap((seed) => {
    const [from, to] = seed.split(/[–-]/);
    if (from === undefined || to === undefined) return [seed];
    return SEED_NUMBERS.filter((number) => number >= from && number <= to);
  });
  return SOURCES.filter((source) => source.seed !== undefined && numbers.includes(source.seed));
}
