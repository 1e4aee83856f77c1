import type { CompactionPoint } from "../../../contracts/compaction-points";
import type { PostCompactItem } from "../../../compaction/replay/compaction-facts";
import type { ReplayResult } from "../../../compaction/replay/replay-result";
import type {
  CompactionEvent,
  RecordedCompactionRow,
} from "../../../contracts/find-compaction-point";

const POST: PostCompactItem[] = [
  { kind: "boundary", tokens: 50 },
  { kind: "summary", tokens: 3_000 },
  { kind: "file", tokens: 950, path: "src/a.ts" },
];

/** A recorded compaction row with small facts; override any field. */
export function makeRecordedRow(
  fields: Partial<RecordedCompactionRow> = {},
): RecordedCompactionRow {
  return {
    kind: "compaction",
    uuid: "u-1",
    atCall: 10,
    trigger: "auto",
    preTokens: 160_000,
    postTokens: null,
    durationMs: null,
    replayable: true,
    matched: false,
    summarised: null,
    kept: null,
    cleared: [],
    clearedTokens: 0,
    postCompact: POST,
    tokensAfter: 4_000,
    ...fields,
  };
}

/** A replayed autocompact event whose items add up to its tokensAfter. */
export function makeCompactionEvent(
  fields: Partial<CompactionEvent["detail"]> & { atCall?: number; tokensBefore?: number } = {},
): CompactionEvent {
  const { atCall = 10, tokensBefore = 167_500, ...detail } = fields;
  const postCompact = detail.postCompact ?? POST;
  const tokensAfter = postCompact.reduce((sum, item) => sum + item.tokens, 0);
  return {
    kind: "autocompact",
    atCall,
    tokensBefore,
    tokensAfter,
    detail: {
      summarised: null,
      kept: null,
      cleared: [],
      clearedTokens: 0,
      postCompact,
      trigger: "auto",
      threshold: 167_000,
      isAligned: false,
      estimatedPostTokens: tokensAfter,
      recordedPreTokens: null,
      recordedPostTokens: null,
      ptlRetries: 0,
      cacheRewriteTokens: 0,
      isRecompaction: false,
      callsSincePrevious: 10,
      tokensSincePrevious: 150_000,
      ...detail,
    },
  };
}

/** Just the parts of a ReplayResult the compaction page reads. */
export function makeResult(fields: Partial<ReplayResult> = {}): ReplayResult {
  return {
    engineVersion: 1,
    profile: "cc-2.1",
    profileReason: "test",
    configKey: "k",
    config: {
      charsPerToken: { value: 4, overridden: false },
      tokensPerImage: { value: 2_000, overridden: false },
    } as ReplayResult["config"],
    window: { tokens: 200_000, source: "default" } as ReplayResult["window"],
    thresholds: {} as ReplayResult["thresholds"],
    calls: [],
    events: [],
    recorded: [],
    recordsCompactions: true,
    cacheBreaks: [],
    explanations: [],
    thresholdInference: {} as ReplayResult["thresholdInference"],
    ...fields,
  };
}

/** A point of `GET .../compactions` with the id, call and kind that matter to the page. */
export function makePoint(point: string, atCall: number, kind = "autocompact"): CompactionPoint {
  return {
    point,
    origin: point.startsWith("recorded") ? "recorded" : "replayed",
    kind,
    atCall,
    trigger: "auto",
    tokensBefore: null,
    tokensAfter: null,
    uuid: null,
    line: null,
    summaryChars: null,
  };
}
