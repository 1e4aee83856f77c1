import type { CacheBreak } from "../explain/cache-breaks";
import type { FilledBy } from "../explain/filled-by";
import type { Thresholds } from "../mechanisms/threshold/compute-thresholds";
import type { ResolvedWindow } from "../config/model-windows";
import type { ProfileId } from "../config/profiles";
import type { ConstantName } from "../config/replay-config";
import type { ThresholdStates } from "../mechanisms/threshold/threshold-states";
import type { ReplayEvent } from "./event-details";
import type { RecordedCompactionFacts } from "../explain/recorded-compaction-facts";
import type { Fit } from "../fit/fit-settings";

export type { ReplayEventKind } from "./event-kinds";
export type { EventDetails, EventOf, ReplayEvent } from "./event-details";

export type ReplayCall = {
  index: number;
  actualTokens: number;
  /** The counterfactual context of this call under the replayed config. */
  replayTokens: number;
  /** What the pre-call check counted (after microcompaction), the input of `states`. */
  countTokens: number;
  states: ThresholdStates;
};

type RecordedBase = {
  uuid: string;
  atCall: number;
  trigger: string | null;
  preTokens: number | null;
  postTokens: number | null;
  /** False when its pre-compaction calls are not in the file (a boundary a resume copied in). */
  replayable: boolean;
  /** Whether the replay made a compaction (or microcompaction) at the same call. */
  matched: boolean;
};

/**
 * A compaction or microcompaction the transcript recorded on the main thread. A compaction
 * carries what it summarised, the results cleared before it and its next call itemised
 * (`recorded-compaction-facts.ts`). For a microcompaction, pre/post are its tool-result tokens
 * (boundary preTokens, minus tokensSaved).
 */
export type RecordedEvent =
  | (RecordedBase & {
      kind: "compaction";
      /** How long the compaction took (boundary `durationMs`, about 2.1.112 on; FORMAT §10). */
      durationMs: number | null;
    } & RecordedCompactionFacts)
  | (RecordedBase & {
      kind: "microcompaction";
      /** Attachments it cleared beside tool results (`clearedAttachmentUUIDs`, FORMAT §10). */
      clearedAttachments: number;
    });

export type ConfigEntry = { value: unknown; overridden: boolean };

export type CompactionExplanation = {
  uuid: string;
  atCall: number;
  trigger: string | null;
  preTokens: number | null;
  /** The replayed profile's count at that check, and its threshold. */
  countTokens: number;
  threshold: number;
  overThreshold: number;
  replayable: boolean;
  previousAtCall: number | null;
  callsSincePrevious: number;
  /** Count at this check minus the context right after the previous compaction (or the first call). */
  tokensSincePrevious: number;
  /**
   * Calls of this stretch whose usage is all zeros (a proxy that reports it only at the
   * stream's end): the count rests on their usage, so `tokensSincePrevious` misses what they
   * added and only `filledBy`'s estimates say it.
   */
  callsWithoutUsage: number;
  isRecompaction: boolean;
  /** Estimated tokens by what filled them, since the previous compaction. */
  filledBy: FilledBy;
  /** Tool-result tokens legacy microcompact could have cleared here (keep 3, to the budget). */
  microcompactCouldSave: number;
  wouldMicrocompactAvoid: boolean;
  /** The call each shipped profile's threshold would have fired at in this stretch (null: not before the next compaction). */
  alternatives: { profile: ProfileId; threshold: number; firesAtCall: number | null }[];
};

export type ThresholdInference = {
  /** Thresholds above `lower` (every check that did not fire) and at most `upper` (every auto compaction). */
  lower: number | null;
  upper: number | null;
  isConsistent: boolean;
  autoCompactions: number;
  checks: number;
  /** Shipped profiles with their threshold on the session's window and candidate windows. */
  candidates: { profile: ProfileId; window: number; threshold: number; inside: boolean }[];
  /** Per profile, the windows whose threshold falls inside the interval. */
  windowRanges: { profile: ProfileId; minWindow: number | null; maxWindow: number | null }[];
};

export type ReplayResult = {
  engineVersion: number;
  profile: ProfileId;
  profileReason: string;
  configKey: string;
  config: Record<ConstantName, ConfigEntry>;
  window: ResolvedWindow;
  thresholds: Thresholds;
  calls: ReplayCall[];
  events: ReplayEvent[];
  recorded: RecordedEvent[];
  /**
   * False when the file's format records no compactions (the model's `recordsCompactions`):
   * `recorded` is empty whatever the session did, so the replay's compactions cannot be checked
   * against it, and no fit is tried.
   */
  recordsCompactions: boolean;
  cacheBreaks: CacheBreak[];
  explanations: CompactionExplanation[];
  thresholdInference: ThresholdInference;
  /**
   * The settings fitted from the file (lib/compaction/fit): on a replay as recorded (`auto`,
   * nothing overridden) and on `fitted`; null when `auto` reproduces every recorded
   * compaction; absent on a what-if replay.
   */
  fit?: Fit | null;
};
