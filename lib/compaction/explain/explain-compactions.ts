import type { TranscriptModel } from "../../transcript/model";
import { actualCheckCounts } from "../mechanisms/threshold/check-estimate";
import { computeThresholds } from "../mechanisms/threshold/compute-thresholds";
import { isCopiedBoundary } from "../replay/copied-boundary";
import { estimateBlockTokens } from "../replay/estimate-tokens";
import { FilledByTally, type FilledBy } from "./filled-by";
import { memoByObject } from "../replay/memo-by-object";
import { PROFILE_IDS, PROFILES } from "../config/profiles";
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
 * what filled the context since then by category (tool results by tool, assistant text,
 * thinking, user text, attachments, the previous summary and restored files, plus the
 * system prompt and tools), what legacy microcompact could have cleared, and where each
 * shipped profile's threshold would have fired in that stretch.
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
  const others = PROFILE_IDS.map((profile) => ({
    profile,
    threshold: computeThresholds(PROFILES[profile].values, window).autocompactThreshold,
    counts: actualCheckCounts(index, PROFILES[profile].values),
  }));
  const recorded = recordedInOrder(index);
  const stretches = fillOfStretches(index, { model, config });
  return recorded.map((compaction, i) => {
    const previous = recorded[i - 1];
    const count = counts[compaction.atCall] ?? 0;
    const { filledBy, couldSave } = stretches[i] ?? NO_STRETCH;
    const from = (previous?.atCall ?? 0) + 1;
    const after = previous === undefined ? null : index.calls[previous.atCall];
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
      tokensSincePrevious: count - (after ? after.contextTokens - after.usage.outputTokens : 0),
      isRecompaction: previous !== undefined,
      filledBy,
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

/** The main thread's recorded compactions in file order. */
function recordedInOrder(index: ReplayIndex) {
  return [...index.compactionsAt.values()].flat().sort((a, b) => a.entryIndex - b.entryIndex);
}

/** What filled the context between one recorded compaction and the next, and what legacy
 * microcompact could have cleared of it. */
type Stretch = { filledBy: FilledBy; couldSave: number };
const NO_STRETCH: Stretch = { filledBy: new FilledByTally(0).result(), couldSave: 0 };

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

function computeStretches(index: ReplayIndex, { model, config }: StretchInput): Stretch[] {
  const recorded = recordedInOrder(index);
  const compactable = new Set(config.compactableTools);
  return recorded.map((compaction, i) => {
    const start = recorded[i - 1]?.entryIndex ?? 0;
    const filledBy = new FilledByTally(config.baseOverheadTokens ?? index.baseOverhead);
    const queue = new ToolResultQueue();
    for (let e = start; e < compaction.entryIndex; e++) {
      const entry = model.entries[e];
      if (!entry || entry.source !== model.mainSource || (index.entryTokens[e] ?? 0) === 0)
        continue;
      filledBy.add(entry, index.isArtifact[e] === 1, index.toolNames, config);
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
    return { filledBy: filledBy.result(), couldSave };
  });
}
