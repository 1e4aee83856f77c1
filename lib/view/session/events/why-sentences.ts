import { isOfFamily } from "@/lib/compaction/replay/event-kinds";
import type { CompactionExplanation, ReplayResult } from "@/lib/compaction/replay/replay-result";
import type { InspectorReplay } from "@/lib/contracts/inspector-replay";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";
import { countOf } from "./count-of";
import { toFillParts } from "./filled-by-bars";

/** Why one recorded compaction happened, in words, and what would have avoided or delayed it. */
export type WhySentence = {
  uuid: string;
  atCall: number;
  isReplayable: boolean;
  headline: string;
  /** Microcompact first, then each other profile's threshold; empty when nothing applies. */
  avoidance: string[];
};

type Context = Pick<ReplayResult, "explanations" | "profile" | "window">;

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

/** "mostly Read results (61K) and Bash results (22K)"; the system prompt is no growth after a compaction. */
function mostly(e: CompactionExplanation): string {
  const parts = toFillParts(e.filledBy).filter(
    (part) => !(e.isRecompaction && part.key === "systemPromptAndTools"),
  );
  const total = parts.reduce((sum, part) => sum + part.tokens, 0);
  const named = parts
    .slice(0, MOSTLY_PARTS)
    .filter((part, i) => i === 0 || part.tokens >= total * MOSTLY_MIN_SHARE)
    .map((part) => `${part.label} (${formatTokens(part.tokens)})`);
  if (named.length === 0) return "";
  const last = named.pop();
  return `, mostly ${named.length ? `${named.join(", ")} and ${last}` : last}`;
}

function headline(e: CompactionExplanation, ctx: Context): string {
  if (!e.replayable) {
    const pre = e.preTokens === null ? "" : ` It recorded ${formatInteger(e.preTokens)} tokens.`;
    return `Compacted before this file begins (a boundary copied in at call ${e.atCall}): the calls it summarised are not in this file, so it cannot be replayed or explained.${pre}`;
  }
  const tokens = e.preTokens ?? e.countTokens;
  const measured = e.preTokens === null ? " (the replay's count: the boundary recorded none)" : "";
  const threshold = `the ${formatInteger(e.threshold)} threshold of ${ctx.profile} on a ${formatTokens(ctx.window.tokens)} window`;
  const since =
    e.previousAtCall === null
      ? `since the session started ${countOf(e.callsSincePrevious, "call")}`
      : `since the previous compaction (call ${e.previousAtCall}) ${countOf(e.callsSincePrevious, "call")}`;
  return `${opening(e)} before call ${e.atCall} at ${formatInteger(tokens)} tokens${measured}, ${relation(tokens, e.threshold)} ${threshold}; ${since} added ${formatTokens(e.tokensSincePrevious)} tokens${mostly(e)}.`;
}

function microcompactSentence(e: CompactionExplanation): string {
  const save = e.microcompactCouldSave;
  if (save <= 0) return "Legacy microcompact had no old tool results left to clear";
  const cleared = `Legacy microcompact could have cleared ${formatTokens(save)} tokens of old tool results`;
  if (e.wouldMicrocompactAvoid) return `${cleared}: it would have avoided it`;
  return `${cleared}: not enough, the count would still be ${formatInteger(e.countTokens - save - e.threshold)} over the threshold`;
}

function alternativeSentence(
  alt: CompactionExplanation["alternatives"][number],
  e: CompactionExplanation,
): string {
  const who = `${alt.profile}'s threshold (${formatInteger(alt.threshold)})`;
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
 * One sentence per recorded compaction with its numbers, plus what would have avoided or
 * delayed it: legacy microcompact (not for a manual compaction: the user asked for it) and
 * each shipped profile other than the replayed one.
 *
 * @example
 * toWhySentences(result)[0]?.headline
 * // "Compacted before call 139 at 168,010 tokens, 1,010 over the 167,000 threshold of cc-2.1 on a 200K window; ..."
 */
export function toWhySentences(ctx: Context): WhySentence[] {
  return ctx.explanations.map((e) => {
    const avoidance = !e.replayable
      ? []
      : [
          ...(e.trigger === "manual" ? [] : [microcompactSentence(e)]),
          ...e.alternatives
            .filter((alt) => alt.profile !== ctx.profile)
            .map((alt) => alternativeSentence(alt, e)),
        ].map((text) => `${text}.`);
    return {
      uuid: e.uuid,
      atCall: e.atCall,
      isReplayable: e.replayable,
      headline: headline(e, ctx),
      avoidance,
    };
  });
}

/**
 * What the panel says when the session never compacted: how close its peak came, and whether
 * the replay (under the chosen constants) compacts anyway.
 *
 * @example
 * toNoCompactionText(result) // "This session never compacted: its peak was 43K, 124K below the 167,000 threshold of cc-2.1 on a 200K window."
 */
export function toNoCompactionText(
  ctx: Pick<InspectorReplay, "calls" | "events" | "thresholds" | "profile" | "window">,
): string {
  if (ctx.calls.length === 0)
    return "This session has no main-thread API calls: nothing to compact.";
  const peak = Math.max(...ctx.calls.map((call) => call.actualTokens));
  const threshold = ctx.thresholds.autocompactThreshold;
  const against = `the ${formatInteger(threshold)} threshold of ${ctx.profile} on a ${formatTokens(ctx.window.tokens)} window`;
  const head =
    peak < threshold
      ? `This session never compacted: its peak was ${formatTokens(peak)}, ${formatTokens(threshold - peak)} below ${against}.`
      : `This session never compacted, though its peak (${formatTokens(peak)}) reached ${against}.`;
  const replayed = ctx.events.filter((event) => isOfFamily(event, "compaction")).length;
  return replayed > 0
    ? `${head} Under these constants the replay compacts ${replayed === 1 ? "once" : `${replayed} times`}: see the events table.`
    : head;
}
