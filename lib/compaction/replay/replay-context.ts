import type { TranscriptModel } from "../../transcript/model";
import { isCopiedBoundary, RESUME_TRIGGER } from "./copied-boundary";
import type { Thresholds } from "../mechanisms/threshold/compute-thresholds";
import type { ReplayConfig } from "../config/replay-config";
import type { ReplayIndex } from "./replay-index";
import type { SummaryAt } from "../config/replay-request-schema";
import type { ReplayEvent } from "./replay-result";
import { SessionState } from "./session-state";

/** The mutable state of one replay run, threaded through its steps. Never leaves run-replay. */
export type ReplayContext = {
  model: TranscriptModel;
  index: ReplayIndex;
  config: ReplayConfig;
  thresholds: Thresholds;
  state: SessionState;
  events: ReplayEvent[];
  /** Per call: the count at its check (after microcompaction) and its replayed context. */
  counts: Float64Array;
  replay: Float64Array;
  lastCompaction: { call: number; entry: number; tokensAfter: number } | null;
  consecutiveFailures: number;
  isBreakerTripped: boolean;
  compactionAttempts: number;
  /** Set when the recording shows the session never cleared where its version would (legacy-microcompact/recorded-clearing.ts). */
  isLegacyClearingOff: boolean;
  /** The query source that disables autocompact (seed 003 recursion guard), or null. */
  guardedSource: string | null;
  memory: { lastSummarizedEntry: number | null; tokensAtExtraction: number };
  /** Manual compactions to replay: call index -> direction and pivot. */
  manual: Map<
    number,
    { direction: "full" | "from" | "up_to"; pivotCall?: number; trigger: string }
  >;
  /** The compaction whose summary is replaced by one of another size (the request's `summaryAt`). */
  summaryAt: SummaryAt | null;
};

/** Compaction forks and session-memory extraction run as agents that must not autocompact (seed 003). */
export function guardedSourceOf(source: string): string | null {
  return /^agent:(acompact|compact|session[_-]?memory)/i.test(source) ? source : null;
}

export function createReplayContext(
  model: TranscriptModel,
  index: ReplayIndex,
  config: ReplayConfig,
  thresholds: Thresholds,
  summaryAt: SummaryAt | null = null,
): ReplayContext {
  const manual: ReplayContext["manual"] = new Map();
  if (config.replayRecordedManual) {
    for (const [call, recorded] of index.compactionsAt) {
      const user = recorded.find((r) => r.trigger !== "auto");
      if (call > 0 && user)
        manual.set(call, { direction: "full", trigger: user.trigger ?? "unknown" });
    }
  }
  // A boundary copied in by a resume: its parent is not in the file and the context really
  // dropped there. Taken as given, whatever the profile, like a recorded manual compaction.
  for (const [call, recorded] of index.compactionsAt) {
    if (call > 0 && recorded.some(isCopiedBoundary))
      manual.set(call, { direction: "full", trigger: RESUME_TRIGGER });
  }
  // The counterfactual of a recorded compaction (`summaryAt` at its call): where the replay's
  // own count stays under the threshold there, it still compacts as the session did, so it
  // follows the recording from that call on and only the summary's size differs.
  const followed = summaryAt === null ? undefined : index.compactionsAt.get(summaryAt.atCall);
  if (summaryAt !== null && followed?.length && !manual.has(summaryAt.atCall))
    manual.set(summaryAt.atCall, { direction: "full", trigger: followed[0]?.trigger ?? "auto" });
  for (const request of config.manualCompactions) {
    manual.set(request.atCall, {
      direction: request.direction,
      pivotCall: request.pivotCall,
      trigger: "requested",
    });
  }
  return {
    model,
    index,
    config,
    thresholds,
    state: new SessionState(config, index.toolNames, model.replacedToolResults),
    events: [],
    counts: new Float64Array(index.calls.length + 1),
    replay: new Float64Array(index.calls.length),
    lastCompaction: null,
    consecutiveFailures: 0,
    isBreakerTripped: false,
    compactionAttempts: 0,
    isLegacyClearingOff: false,
    guardedSource: config.recursionGuard ? guardedSourceOf(model.mainSource) : null,
    memory: { lastSummarizedEntry: null, tokensAtExtraction: 0 },
    manual,
    summaryAt,
  };
}
