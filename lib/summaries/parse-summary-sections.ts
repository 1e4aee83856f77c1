import {
  SUMMARY_SECTIONS,
  type SummarySectionId,
} from "../compaction/summary-request/summary-sections";

export type SummarySection = {
  id: SummarySectionId;
  /** The canonical title (`SUMMARY_SECTIONS`), whatever the summary wrote. */
  title: string;
  /** The heading line as the summary wrote it; null when the section is missing. */
  heading: string | null;
  /** The section's body (text after the heading's colon included), trimmed; "" when missing. */
  text: string;
  /** `round(length / 4)` of `text`: the estimate the engine uses for text. */
  tokens: number;
};

export type ParsedSummary = {
  /** The nine sections in `SUMMARY_SECTIONS` order, missing ones with `heading: null`. */
  sections: SummarySection[];
  /** How many of the nine have a heading. */
  presentCount: number;
  /** The summary part of the text: analysis, preamble and continuation trailer left out. */
  body: string;
};

/**
 * The titles each section is found by, lower case, without punctuation. The `up_to` partial
 * variant renames the eighth section "Work Completed" and adds "Context for Continuing Work"
 * (seed 003), which stands where the next step stands.
 */
const TITLE_ALIASES: Record<SummarySectionId, string[]> = {
  "primary-request": [
    "primary request and intent",
    "primary request",
    "primary requests and intent",
  ],
  "technical-concepts": ["key technical concepts", "technical concepts"],
  "files-and-code": ["files and code sections", "files and code", "files and code section"],
  "errors-and-fixes": ["errors and fixes", "errors and fix", "errors encountered and fixes"],
  "problem-solving": ["problem solving"],
  "user-messages": ["all user messages", "user messages"],
  "pending-tasks": ["pending tasks"],
  "current-work": ["current work", "work completed"],
  "next-step": [
    "optional next step",
    "optional next steps",
    "next step",
    "next steps",
    "context for continuing work",
  ],
};

const ALIAS_TO_ID = new Map<string, SummarySectionId>(
  Object.entries(TITLE_ALIASES).flatMap(([id, aliases]) =>
    aliases.map((alias) => [alias, id as SummarySectionId] as const),
  ),
);

/**
 * Markdown heading marks, bold/italic marks and a list number, in any order, before a title;
 * then a colon or the end of the line. Read on a line's head with whitespace runs collapsed
 * (`headOf`): its neighbouring `\s*` then split one space, not a long run in every way.
 */
const HEADING_HEAD =
  /^(?:#{1,6}\s*)?[*_]{0,3}\s*(?:(?:section\s*)?\d{1,2}\s*[.):-]\s*)?[*_]{0,3}\s*([A-Za-z][A-Za-z &/'-]{2,60}?)\s*[*_]{0,3}\s*(?::|\s*$)/;
/** Longer than any heading's marks, number and title (at most 60 characters) with its colon. */
const HEAD_CHARS = 120;

/** The phrases that open the sentences Claude Code wraps a recorded summary in (seed 003). */
const TRAILERS = [
  /If you need specific details from before compaction/gi,
  /Please continue the conversation from where we left (?:it )?off/gi,
  /Recent messages are preserved verbatim/gi,
];

function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A line's first HEAD_CHARS characters after its indentation, whitespace runs as one space. */
function headOf(line: string): { head: string; trimmed: string } {
  const trimmed = line.trimStart();
  return { head: trimmed.slice(0, HEAD_CHARS).replace(/\s+/g, " "), trimmed };
}

/** The text after the n-th colon of a line, leading emphasis marks and whitespace removed. */
function afterColon(trimmed: string, colons: number): string {
  let at = -1;
  for (let n = 0; n < colons; n++) at = trimmed.indexOf(":", at + 1);
  return trimmed
    .slice(at + 1)
    .trimStart()
    .replace(/^[*_]{1,3}/, "")
    .trim();
}

/** The section a line opens, with the text after its colon; null for an ordinary line. */
function matchHeading(line: string): { id: SummarySectionId; rest: string } | null {
  const { head, trimmed } = headOf(line);
  const m = HEADING_HEAD.exec(head);
  if (!m) return null;
  const endsWithColon = m[0].endsWith(":");
  // A title alone on its line: the head must be the whole line, not its cut beginning.
  if (!endsWithColon && trimmed.trimEnd().length > HEAD_CHARS) return null;
  const id = ALIAS_TO_ID.get(normaliseTitle(m[1] ?? ""));
  if (id === undefined) return null;
  const colons = endsWithColon ? m[0].split(":").length - 1 : 0;
  return { id, rest: colons === 0 ? "" : afterColon(trimmed, colons) };
}

/**
 * The summary part of a summarizer's output or a recorded summary: from the first `<summary>`
 * after the `<analysis>` block to the LAST `</summary>` (a user message quoted in the summary
 * may hold a `<summary>…</summary>` of its own, as a task notification does), else after a
 * "Summary:" line, else the whole text without an `<analysis>` block; the continuation
 * message's trailer is cut.
 */
export function extractSummaryBody(text: string): string {
  const withoutAnalysis = text.replace(/<analysis>[\s\S]*?(?:<\/analysis>|$)/i, "");
  const open = /<summary>/i.exec(withoutAnalysis);
  let body: string;
  if (open) {
    const inside = withoutAnalysis.slice(open.index + open[0].length);
    const close = inside.toLowerCase().lastIndexOf("</summary>");
    body = close === -1 ? inside : inside.slice(0, close);
  } else {
    const marker = /^[ \t]*(?:#{1,6}\s*)?[*_]{0,2}Summary:?[*_]{0,2}[ \t]*$/im.exec(
      withoutAnalysis,
    );
    body = marker ? withoutAnalysis.slice(marker.index + marker[0].length) : withoutAnalysis;
  }
  return withoutContinuation(body).trim();
}

/** Where the line after the last section heading starts (0 when there is no heading). */
function afterLastHeading(text: string): number {
  let at = 0;
  let offset = 0;
  for (const line of text.split("\n")) {
    offset += line.length + 1;
    if (matchHeading(line)) at = Math.min(offset, text.length);
  }
  return at;
}

/**
 * A recorded summary without the sentences Claude Code appends to it (the transcript path, the
 * "Please continue the conversation..." instruction): they are not the summarizer's words.
 * They are looked for only after the last section heading: the same sentences inside a quoted
 * user message (section 6 lists the continuation messages of earlier compactions) stay.
 */
export function withoutContinuation(text: string): string {
  const from = afterLastHeading(text);
  let end = text.length;
  for (const trailer of TRAILERS) {
    const at = trailerStart(text, trailer, from, end);
    if (at !== null) end = at;
  }
  return text.slice(0, end);
}

/**
 * Where a trailer sentence starts in `text[from, end)`: the first line break of the whitespace
 * before its phrase (a phrase inside a line is not a trailer). Found by the phrase, then
 * walking back: `/\n\s*phrase/` backtracks over every whitespace run and is quadratic on a
 * long one.
 */
function trailerStart(text: string, phrase: RegExp, from: number, end: number): number | null {
  const within = text.slice(from, end);
  for (const match of within.matchAll(phrase)) {
    let start = match.index;
    while (start > 0 && /\s/.test(within[start - 1] ?? "")) start--;
    const lineBreak = within.indexOf("\n", start);
    if (lineBreak !== -1 && lineBreak < match.index) return from + lineBreak;
  }
  return null;
}

const estimate = (text: string) => Math.round(text.length / 4);

/**
 * Splits a summary into the nine sections of `SUMMARY_SECTIONS`, tolerant of numbering
 * ("1." or "1)"), markdown headings, bold, case, "&" for "and" and the `up_to` variant's
 * renamed eighth section. A heading is a line that is a known title, optionally followed by a
 * colon and text, indented no deeper than the first heading (a deeper line is part of a quoted
 * message). When a section's heading appears twice the later one wins (a summary follows its
 * untagged analysis). Text before the first heading belongs to no section.
 *
 * @example
 * parseSummarySections("Summary:\n1. Primary Request and Intent:\n   Fix the bug").presentCount // 1
 */
export function parseSummarySections(text: string): ParsedSummary {
  const body = extractSummaryBody(text);
  const found = new Map<SummarySectionId, { heading: string; lines: string[] }>();
  let current: { heading: string; lines: string[] } | null = null;
  // The first heading's indentation: a deeper one is a quoted text's line (an earlier summary
  // the user pasted, listed under section 6), not this summary's heading.
  let indent: number | null = null;
  for (const line of body.split(/\r?\n/)) {
    const depth = /^\s*/.exec(line)?.[0].length ?? 0;
    const heading = indent === null || depth <= indent ? matchHeading(line) : null;
    if (heading) {
      indent ??= depth;
      current = { heading: line.trim(), lines: heading.rest ? [heading.rest] : [] };
      found.set(heading.id, current);
    } else current?.lines.push(line);
  }
  const sections = SUMMARY_SECTIONS.map(({ id, title }) => {
    const section = found.get(id);
    const sectionText = section ? section.lines.join("\n").trim() : "";
    return {
      id,
      title,
      heading: section?.heading ?? null,
      text: sectionText,
      tokens: estimate(sectionText),
    };
  });
  return { sections, presentCount: found.size, body };
}
