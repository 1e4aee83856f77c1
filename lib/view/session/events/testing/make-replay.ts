import type { CacheBreak } from "@/lib/compaction/explain/cache-breaks";
import type { CompactionDetail, EventOf } from "@/lib/compaction/replay/event-details";
import { carriedOver } from "@/lib/compaction/explain/carried-over";
import { FilledByTally, type FilledBy } from "@/lib/compaction/explain/filled-by";
import { PROFILES, type ProfileId } from "@/lib/compaction/config/profiles";
import type { ReplayConfig } from "@/lib/compaction/config/replay-config";
import type { FitSetting } from "@/lib/compaction/fit/fit-candidates";
import type { Fit } from "@/lib/compaction/fit/fit-settings";
import type {
  CompactionExplanation,
  RecordedEvent,
  ReplayResult,
  ThresholdInference,
} from "@/lib/compaction/replay/replay-result";

/** Every fill category at 0, no tool results and nothing carried over (the engine's own empty tally): tests set only what they pin. */
export function makeFilledBy(overrides: Partial<FilledBy> = {}): FilledBy {
  return { ...new FilledByTally(0).result(0, carriedOver([])), ...overrides };
}

/** The issue's example: compacted before call 139 at 168,010 tokens under cc-2.1's 167,000. */
export function makeExplanation(
  overrides: Partial<CompactionExplanation> = {},
): CompactionExplanation {
  return {
    uuid: "c-1",
    atCall: 139,
    trigger: "auto",
    preTokens: 168_010,
    countTokens: 168_010,
    threshold: 167_000,
    overThreshold: 1_010,
    replayable: true,
    previousAtCall: null,
    callsSincePrevious: 139,
    tokensSincePrevious: 146_000,
    callsWithoutUsage: 0,
    isRecompaction: false,
    filledBy: makeFilledBy({
      systemPromptAndTools: 18_000,
      thinking: 9_000,
      toolResults: [
        { tool: "Read", tokens: 61_000 },
        { tool: "Bash", tokens: 22_000 },
      ],
    }),
    microcompactCouldSave: 0,
    wouldMicrocompactAvoid: false,
    alternatives: [
      { profile: "cc-2.0", threshold: 155_000, firesAtCall: 127 },
      { profile: "cc-2.1", threshold: 167_000, firesAtCall: 139 },
    ],
    ...overrides,
  };
}

export function makeInference(overrides: Partial<ThresholdInference> = {}): ThresholdInference {
  return {
    lower: 166_500,
    upper: 168_010,
    isConsistent: true,
    autoCompactions: 2,
    checks: 300,
    candidates: [
      { profile: "cc-2.0", window: 200_000, threshold: 155_000, inside: false },
      { profile: "cc-2.1", window: 200_000, threshold: 167_000, inside: true },
    ],
    windowRanges: [
      { profile: "cc-2.0", minWindow: 211_501, maxWindow: 213_010 },
      { profile: "cc-2.1", minWindow: 199_501, maxWindow: 201_010 },
    ],
    ...overrides,
  };
}

const NO_FACTS = { summarised: null, kept: null, cleared: [], clearedTokens: 0, postCompact: [] };

type RecordedCompaction = Extract<RecordedEvent, { kind: "compaction" }>;

export function makeRecordedCompaction(
  overrides: Partial<RecordedCompaction> = {},
): RecordedCompaction {
  return {
    kind: "compaction",
    uuid: "u-139",
    atCall: 139,
    trigger: "auto",
    preTokens: 168_010,
    postTokens: null,
    durationMs: null,
    replayable: true,
    matched: true,
    ...NO_FACTS,
    tokensAfter: 31_000,
    ...overrides,
  };
}

export function makeRecordedMicrocompaction(
  overrides: Partial<Extract<RecordedEvent, { kind: "microcompaction" }>> = {},
): RecordedEvent {
  return {
    kind: "microcompaction",
    uuid: "m-65",
    atCall: 65,
    trigger: "auto",
    preTokens: 89_872,
    postTokens: 38_812,
    clearedAttachments: 0,
    replayable: true,
    matched: false,
    ...overrides,
  };
}

export function makeCompactionDetail(overrides: Partial<CompactionDetail> = {}): CompactionDetail {
  return {
    ...NO_FACTS,
    trigger: "auto",
    threshold: 167_000,
    isAligned: true,
    estimatedPostTokens: 30_000,
    recordedPreTokens: 168_010,
    recordedPostTokens: null,
    ptlRetries: 0,
    cacheRewriteTokens: 0,
    isRecompaction: false,
    callsSincePrevious: 139,
    tokensSincePrevious: 146_000,
    ...overrides,
  };
}

export function makeAutocompact(
  overrides: Partial<Omit<EventOf<"autocompact">, "kind">> = {},
): EventOf<"autocompact"> {
  return {
    kind: "autocompact",
    atCall: 139,
    tokensBefore: 168_010,
    tokensAfter: 31_000,
    detail: makeCompactionDetail(),
    ...overrides,
  };
}

export function makeMicrocompact(
  overrides: Partial<Omit<EventOf<"microcompact">, "kind">> = {},
): EventOf<"microcompact"> {
  return {
    kind: "microcompact",
    atCall: 72,
    tokensBefore: 142_773,
    tokensAfter: 79_026,
    detail: {
      saved: 63_747,
      isAligned: false,
      recordedTokensSaved: null,
      expectedCacheReadDrop: 0,
      toolResultTokens: 90_000,
      cleared: 14,
    },
    ...overrides,
  };
}

export function makeCacheBreak(overrides: Partial<CacheBreak> = {}): CacheBreak {
  return {
    source: "main",
    atCall: 13,
    line: 78,
    prevCacheRead: 27_341,
    cacheRead: 0,
    reason: "ttl",
    gapSeconds: 3_349,
    tokensRewritten: 27_341,
    rewriteCostUsd: 0.17088125,
    model: "claude-opus-4-5-20251101",
    ...overrides,
  };
}

/** A replay's `config` under a profile: every constant its value, the overridden ones marked. */
export function makeConfig(
  overrides: Partial<ReplayConfig> = {},
  profile: ProfileId = "cc-2.1-quiet",
): ReplayResult["config"] {
  const values = { ...PROFILES[profile].values, ...overrides };
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      { value, overridden: Object.hasOwn(overrides, name) },
    ]),
  ) as ReplayResult["config"];
}

/** A setting the fit names: CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80. */
export const PCT_80_SETTING: FitSetting = {
  constant: "autocompactPctOverride",
  value: 80,
  variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE",
};

/** A fit of a two-compaction file that `auto` reproduces none of, its overrides from `settings`. */
export function makeFit(fields: Partial<Fit> & Pick<Fit, "settings" | "reproduces">): Fit {
  const overrides = Object.fromEntries(fields.settings.map((s) => [s.constant, s.value]));
  return {
    overrides,
    of: 2,
    extra: 0,
    alternatives: [],
    auto: { reproduces: 0, of: 2, extra: 0 },
    ...fields,
  };
}
