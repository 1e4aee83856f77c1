import type { TranscriptModel } from "../../transcript/model";
import { actualCheckCounts } from "../mechanisms/threshold/check-estimate";
import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { isCopiedBoundary } from "../replay/copied-boundary";
import { estimateBlockTokens, isCountedEntry } from "../replay/estimate-tokens";
import { carriedOver, type CarriedOver } from "./carried-over";
import { FilledByTally } from "./filled-by";
import { recordedCompactionFacts } from "./recorded-compaction-facts";
import { memoByObject } from "../replay/memo-by-object";
import { PROFILES, profilesOfHarness } from "../config/profiles";
import type { ReplayConfig } from "../config/replay-config";
import type { ReplayIndex } from "../replay/replay-index";
import type { CompactionExplanation } from "../replay/replay-result";
import { ToolResultQueue } from "../replay/tool-result-queue";

type ExplainInput = {
  model: TranscriptModel;
  index: ReplayIndex;
  config: ReplayConfig;
  window: number;
};

/**
 * One explanation per recorded compaction of the main thread: the count at its check
 * against the threshold, calls and tokens since the previous one (recompaction chains),
 * what the calls added since then by category (tool results by tool, assistant text,
 * thinking, user text, attachments; the system prompt and tools before a first compaction)
 * with the part the estimate does not attribute, so that they add up to
 * `tokensSincePrevious`; what the previous compaction carried over (its "after": summary,
 * restored files, system prompt and tools), what legacy microcompact could have cleared, and
 * where each shipped profile of the session's harness would have fired in that stretch.
 *
 * @example
 * explainCompactions({ model, index, config, window: 200_000 })[0]?.filledBy.toolResults[0] // { tool: "Read", tokens: 50_000 }
 */
export function explainCompactions({
  model,
  index,
  config,
  window,
}: ExplainInput): CompactionExplanation[] {
  const counts = actualCheckCounts(index, config);
  const threshold = computeThresholds(config, window).autocompactThreshold;
  const others = profilesOfHarness(model.harness).map((profile) => ({
    profile,
    threshold: computeThresholds(PROFILES[profile].values, window).autocompactThreshold,
    counts: actualCheckCounts(index, PROFILES[profile].values),
  }));
  const recorded = recordedInOrder(index);
  const stretches = fillOfStretches(index, { model, config });
  return recorded.map((compaction, i) => {
    const previous = recorded[i - 1];
    const count = counts[compaction.atCall] ?? 0;
    const { tally, carried, couldSave } = stretches[i] ?? NO_STRETCH;
    const from = (previous?.atCall ?? 0) + 1;
    const tokensSincePrevious = count - carried.total;
    return {
      uuid: compaction.uuid,
      atCall: compaction.atCall,
      trigger: compaction.trigger,
      preTokens: compaction.preTokens,
      countTokens: count,
      threshold,
      overThreshold: count - threshold,
      replayable: compaction.atCall > 0 && !isCopiedBoundary(compaction),
      previousAtCall: previous?.atCall ?? null,
      callsSincePrevious: compaction.atCall - (previous?.atCall ?? 0),
      tokensSincePrevious,
      callsWithoutUsage: countWithoutUsage(index, from - 1, compaction.atCall),
      isRecompaction: previous !== undefined,
      filledBy: tally.result(tokensSincePrevious, carried),
      microcompactCouldSave: couldSave,
      wouldMicrocompactAvoid: couldSave > 0 && count - couldSave < threshold,
      alternatives: others.map((other) => {
        let firesAtCall: number | null = null;
        for (let k = from; k <= compaction.atCall && firesAtCall === null; k++) {
          if ((other.counts[k] ?? 0) >= other.threshold) firesAtCall = k;
        }
        return { profile: other.profile, threshold: other.threshold, firesAtCall };
      }),
    };
  });
}

/** Calls `from` up to (not including) `to` that record no usage at all. */
function countWithoutUsage(index: ReplayIndex, from: number, to: number): number {
  let count = 0;
  for (let k = from; k < to; k++) if (index.calls[k]?.contextTokens === 0) count += 1;
  return count;
}

/** The main thread's recorded compactions in file order. */
function recordedInOrder(index: ReplayIndex) {
  return [...index.compactionsAt.values()].flat().sort((a, b) => a.entryIndex - b.entryIndex);
}

/**
 * What the calls added between one recorded compaction and the next, what the first one
 * carried over, and what legacy microcompact could have cleared of the stretch.
 */
type Stretch = { tally: FilledByTally; carried: CarriedOver; couldSave: number };
const NO_STRETCH: Stretch = { tally: new FilledByTally(0), carried: carriedOver([]), couldSave: 0 };

type StretchInput = { model: TranscriptModel; config: ReplayConfig };

/**
 * One stretch per recorded compaction: the walk over every main-thread entry, most of an
 * explanation's time. It reads only the estimate and microcompact constants, so a change of a
 * threshold constant (the inspector's usual edit) finds it computed. Owned by the index, which
 * is built once per model and estimate constants. Read-only for every caller.
 */
const fillOfStretches = memoByObject(
  computeStretches,
  ({ config: c }: StretchInput) =>
    JSON.stringify([
      c.charsPerToken,
      c.tokensPerImage,
      c.baseOverheadTokens ?? null,
      c.compactableTools,
      c.microcompactBudgetTokens,
      c.microcompactKeepRecent,
    ]),
  8,
);

/**
 * Where the calls' additions start and what the context held there: after a compaction, the
 * first call after it (everything before it is in that call's input, its "after" figure);
 * from the start of the file, nothing but the system prompt and tools, which count as added.
 */
function stretchStart(
  index: ReplayIndex,
  previous: ReturnType<typeof recordedCompactionFacts>[number] | undefined,
  until: number,
) {
  if (previous === undefined) return { start: 0, carried: carriedOver([]) };
  const { compaction, facts } = previous;
  if (facts.tokensAfter === null) return { start: compaction.entryIndex, carried: carriedOver([]) };
  const firstCall = index.calls[compaction.atCall]?.firstEntry ?? until;
  return { start: Math.min(firstCall, until), carried: carriedOver(facts.postCompact) };
}

function computeStretches(index: ReplayIndex, { model, config }: StretchInput): Stretch[] {
  const recorded = recordedCompactionFacts(model, index, config);
  const compactable = new Set(config.compactableTools);
  return recorded.map(({ compaction }, i) => {
    const { start, carried } = stretchStart(index, recorded[i - 1], compaction.entryIndex);
    // Before a first compaction the session started from nothing; a boundary copied in at
    // the file's start has no calls of its own to explain.
    const isFirst = i === 0 && compaction.atCall > 0 && !isCopiedBoundary(compaction);
    const tally = new FilledByTally(
      isFirst ? (config.baseOverheadTokens ?? index.baseOverhead) : 0,
    );
    const queue = new ToolResultQueue();
    for (let e = start; e < compaction.entryIndex; e++) {
      const entry = model.entries[e];
      // What the estimate counts (a thinking block without text too: its count says it is there).
      if (
        !entry ||
        entry.source !== model.mainSource ||
        index.isRewrite[e] === 1 ||
        !isCountedEntry(entry)
      )
        continue;
      // A compaction's own records are in what it carried over (or, with no call after it, unknown).
      if (index.isArtifact[e] === 1) continue;
      tally.add(entry, index.toolNames, config);
      for (const block of entry.blocks) {
        if (
          block.kind === "tool_result" &&
          compactable.has(index.toolNames.get(block.toolUseId) ?? "")
        ) {
          queue.push(block.toolUseId, estimateBlockTokens(block, config), e);
        }
      }
    }
    const couldSave = queue.savingToBudget(
      config.microcompactBudgetTokens,
      config.microcompactKeepRecent,
    ).saved;
    return { tally, carried, couldSave };
  });
}
