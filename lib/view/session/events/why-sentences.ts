import { describeSettings } from "@/lib/compaction/fit/describe-settings";
import type { CompactionExplanation, ReplayResult } from "@/lib/compaction/replay/replay-result";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { countOf } from "./count-of";
import { toFillParts } from "./filled-by-bars";
import { joinWords } from "./join-words";
import { pairCompactions, replayedCompactionCalls } from "./paired-compactions";
import { callList } from "./replay-agreement";

/** Why one recorded compaction happened, in words, and what would have avoided or delayed it. */
export type WhySentence = {
  uuid: string;
  atCall: number;
  isReplayable: boolean;
  headline: string;
  /** Microcompact first, then each other profile's threshold; empty when nothing applies. */
  avoidance: string[];
};

/** The baseline replay (`baselineRequest`): the one whose threshold stands for the recording. */
type Context = Pick<
  ReplayResult,
  "explanations" | "profile" | "window" | "recorded" | "events" | "fit" | "config"
>;

const MOSTLY_PARTS = 3;
/** Parts under this share of what filled the context are noise in a sentence ("WebFetch (31)"). */
const MOSTLY_MIN_SHARE = 0.05;

function relation(tokens: number, threshold: number): string {
  const diff = tokens - threshold;
  if (diff === 0) return "exactly at";
  return `${formatInteger(Math.abs(diff))} ${diff > 0 ? "over" : "under"}`;
}

function opening(e: CompactionExplanation): string {
  if (e.trigger === "manual") return "Compacted by hand (/compact)";
  if (e.trigger === "auto") return "Compacted";
  return "Compacted (trigger not recorded)";
}

/** The stretch's estimated parts; the system prompt is no growth after a compaction. */
function addedParts(e: CompactionExplanation) {
  return toFillParts(e.filledBy).filter(
    (part) => !(e.isRecompaction && part.key === "systemPromptAndTools"),
  );
}

/** "mostly Read results (61K) and Bash results (22K)". */
function mostly(e: CompactionExplanation): string {
  const parts = addedParts(e);
  const total = parts.reduce((sum, part) => sum + part.tokens, 0);
  const named = parts
    .slice(0, MOSTLY_PARTS)
    .filter((part, i) => i === 0 || part.tokens >= total * MOSTLY_MIN_SHARE)
    .map((part) => `${part.label} (${formatTokens(part.tokens)})`);
  return named.length === 0 ? "" : `, mostly ${joinWords(named, "and")}`;
}

/**
 * "cc-2.1-quiet on a 200K window", with the settings fitted from the file when the replay ran
 * under them (the `fitted` baseline): "cc-2.1-quiet with CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80
 * (fitted from the file) on a 200K window".
 */
function profileWords(ctx: Context): string {
  const applied = (ctx.fit?.settings ?? []).filter((s) => {
    const entry = ctx.config[s.constant];
    return entry?.overridden === true && entry.value === s.value;
  });
  const fitted =
    applied.length === 0 ? "" : ` with ${describeSettings(applied)} (fitted from the file)`;
  return `${ctx.profile}${fitted} on a ${formatTokens(ctx.window.tokens)} window`;
}

/**
 * Against what it compacted: the baseline's threshold when its replay makes this compaction at
 * the same call; otherwise that replay is no explanation, and the sentence says what it does
 * instead and that the threshold is not known.
 */
function against(e: CompactionExplanation, tokens: number, ctx: Context, replayedAt: number[]) {
  const profile = profileWords(ctx);
  const isReproduced = ctx.recorded.some((r) => r.uuid === e.uuid && r.matched);
  if (isReproduced) {
    return `, ${relation(tokens, e.threshold)} the ${formatInteger(e.threshold)} threshold of ${profile}`;
  }
  const [first] = replayedAt;
  const instead =
    first === undefined
      ? " (it does not compact there or later)"
      : first === e.atCall
        ? ""
        : ` (it compacts at call ${formatInteger(first)})`;
  return `; the replay under ${profile} (threshold ${formatInteger(e.threshold)}) does not reproduce it${instead}, so the threshold it compacted against is not known`;
}

function headline(e: CompactionExplanation, ctx: Context, replayedAt: number[]): string {
  if (!e.replayable) {
    const pre = e.preTokens === null ? "" : ` It recorded ${formatInteger(e.preTokens)} tokens.`;
    return `Compacted before this file begins (a boundary copied in at call ${e.atCall}): the calls it summarised are not in this file, so it cannot be replayed or explained.${pre}`;
  }
  const tokens = e.preTokens ?? e.countTokens;
  const measured = e.preTokens === null ? " (the replay's count: the boundary recorded none)" : "";
  const since =
    e.previousAtCall === null
      ? `since the session started ${countOf(e.callsSincePrevious, "call")}`
      : `since the previous compaction (call ${e.previousAtCall}) ${countOf(e.callsSincePrevious, "call")}`;
  return `${opening(e)} before call ${e.atCall} at ${formatInteger(tokens)} tokens${measured}${against(e, tokens, ctx, replayedAt)}; ${since}${growth(e)}.`;
}

/**
 * What the stretch's calls added. Calls that record no usage leave the count short of what they
 * added: then only the content's estimate says it, and the sentence says which it is.
 */
function growth(e: CompactionExplanation): string {
  const parts = mostly(e);
  const added = ` added ${formatTokens(e.tokensSincePrevious)} tokens${parts}`;
  const missing = e.callsWithoutUsage;
  if (missing === 0) return added;
  const estimate = `their content is about ${formatTokens(estimatedFill(e))} by estimate${parts}`;
  if (missing >= e.callsSincePrevious)
    return `, none of which records its usage: what they added is not known from the file, and ${estimate}`;
  return `${added}, but ${countOf(missing, "call")} of them record${missing === 1 ? "s" : ""} no usage, so the count is short of what they added: ${estimate}`;
}

/** What the stretch's content adds up to by estimate, as the "mostly" parts count it. */
function estimatedFill(e: CompactionExplanation): number {
  return addedParts(e).reduce((sum, part) => sum + part.tokens, 0);
}

function microcompactSentence(e: CompactionExplanation, ctx: Context): string {
  const save = e.microcompactCouldSave;
  if (save <= 0) return "Legacy microcompact had no old tool results left to clear";
  const cleared = `Legacy microcompact could have cleared ${formatTokens(save)} tokens of old tool results`;
  if (e.wouldMicrocompactAvoid) return `${cleared}: it would have avoided it`;
  return `${cleared}: not enough, the count would still be ${formatInteger(e.countTokens - save - e.threshold)} over ${ctx.profile}'s threshold`;
}

type Alternative = CompactionExplanation["alternatives"][number];

/** Profiles with one threshold and one answer are one line: five "same call" lines say one thing. */
function groupAlternatives(alternatives: readonly Alternative[]) {
  const groups = new Map<string, { profiles: string[]; alt: Alternative }>();
  for (const alt of alternatives) {
    const key = `${alt.threshold} ${alt.firesAtCall}`;
    const group = groups.get(key);
    if (group) group.profiles.push(alt.profile);
    else groups.set(key, { profiles: [alt.profile], alt });
  }
  return [...groups.values()];
}

function alternativeSentence(
  { profiles, alt }: { profiles: string[]; alt: Alternative },
  e: CompactionExplanation,
): string {
  const who =
    profiles.length === 1
      ? `${alt.profile}'s threshold (${formatInteger(alt.threshold)})`
      : `The ${formatInteger(alt.threshold)} threshold of ${joinWords(profiles, "and")}`;
  if (alt.firesAtCall === null) {
    return e.trigger === "manual"
      ? `${who} would not have fired before it`
      : `${who} would not have fired by call ${e.atCall}: it would have delayed it`;
  }
  const earlier = e.atCall - alt.firesAtCall;
  if (earlier <= 0) return `${who} would have fired at the same call`;
  return `${who} would have fired ${countOf(earlier, "call")} earlier, at call ${alt.firesAtCall}`;
}

/**
 * One sentence per recorded compaction with its numbers, from the baseline replay whatever the
 * page's constants (a what-if never rewrites what the session did), plus what would have avoided
 * or delayed it: legacy microcompact (not for a manual compaction: the user asked for it) and
 * each shipped profile whose threshold would have fired elsewhere than the baseline's. The
 * profile the page replays (`whatIfProfile`) has no line: the what-if line says what its whole
 * replay does, microcompaction included, where a threshold alone can say another call.
 *
 * @example
 * toWhySentences(baseline)[0]?.headline
 * // "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; ..."
 */
export function toWhySentences(ctx: Context, whatIfProfile: string | null = null): WhySentence[] {
  const replayedAt = new Map(pairCompactions(ctx).map((pair) => [pair.uuid, pair.replayedAt]));
  return ctx.explanations.map((e) => {
    const baselineFiresAt = e.alternatives.find((alt) => alt.profile === ctx.profile)?.firesAtCall;
    const avoidance = !e.replayable
      ? []
      : [
          ...(e.trigger === "manual" ? [] : [microcompactSentence(e, ctx)]),
          ...groupAlternatives(
            e.alternatives.filter(
              (alt) =>
                alt.profile !== ctx.profile &&
                alt.profile !== whatIfProfile &&
                alt.firesAtCall !== baselineFiresAt,
            ),
          ).map((group) => alternativeSentence(group, e)),
        ].map((text) => `${text}.`);
    return {
      uuid: e.uuid,
      atCall: e.atCall,
      isReplayable: e.replayable,
      headline: headline(e, ctx, replayedAt.get(e.uuid) ?? []),
      avoidance,
    };
  });
}

/**
 * What the panel says when the session never compacted: how close its peak came, and whether
 * the baseline replay compacts anyway (a mismatch the banner above names too). When the file's
 * format records no compactions, "never compacted" is not known, and it says so.
 *
 * @example
 * toNoCompactionText(result) // "This session never compacted: its peak was 43K, 124K below the 167,000 threshold of cc-2.1 on a 200K window."
 */
export function toNoCompactionText(
  ctx: Pick<
    InspectorReplay,
    "calls" | "events" | "thresholds" | "profile" | "window" | "recordsCompactions"
  >,
): string {
  if (ctx.calls.length === 0)
    return "This session has no main-thread API calls: nothing to compact.";
  const peak = Math.max(...ctx.calls.map((call) => call.actualTokens));
  const threshold = ctx.thresholds.autocompactThreshold;
  const against = `the ${formatInteger(threshold)} threshold of ${ctx.profile} on a ${formatTokens(ctx.window.tokens)} window`;
  if (!ctx.recordsCompactions) return unrecordedText(ctx, peak, threshold, against);
  const head =
    peak < threshold
      ? `This session never compacted: its peak was ${formatTokens(peak)}, ${formatTokens(threshold - peak)} below ${against}.`
      : `This session never compacted, though its peak (${formatTokens(peak)}) reached ${against}.`;
  const replayed = replayedCompactionCalls(ctx);
  return replayed.length > 0
    ? `${head} Its replay under ${ctx.profile} compacts all the same, at ${callList(replayed)}.`
    : head;
}

/** A format that records no compactions: whether the session compacted is not known, only its replay's answer. */
function unrecordedText(
  ctx: Pick<InspectorReplay, "events" | "profile">,
  peak: number,
  threshold: number,
  against: string,
): string {
  const head =
    "This file's format records no compactions, so whether the session compacted is not known: " +
    `its largest context was ${formatTokens(peak)}, ` +
    (peak < threshold
      ? `${formatTokens(threshold - peak)} below ${against}.`
      : `at or above ${against}.`);
  const replayed = replayedCompactionCalls(ctx);
  return replayed.length > 0
    ? `${head} Its replay under ${ctx.profile} compacts at ${callList(replayed)}.`
    : head;
}
