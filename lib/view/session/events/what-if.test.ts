import { describe, expect, it } from "vitest";
import type { ReplayConfig } from "@/lib/compaction/config/replay-config";
import type { ProfileId } from "@/lib/compaction/config/profiles";
import { makeAutocompact, makeConfig, makeRecordedCompaction } from "./testing/make-replay";
import { toUnrecordedWhatIf, toWhatIfLines, toWhatIfSetting } from "./what-if";

/** The demo session: recorded compactions at calls 82 and 141 of 200 calls, cc-2.1-quiet. */
const replay = ({
  profile = "cc-2.1-quiet",
  overrides = {},
  threshold = 167_000,
  compactsAt = [82, 141],
  recordedAt = [82, 141],
}: {
  profile?: ProfileId;
  overrides?: Partial<ReplayConfig>;
  threshold?: number;
  compactsAt?: number[];
  recordedAt?: number[];
} = {}) => ({
  profile,
  config: makeConfig(overrides, profile),
  thresholds: { autocompactThreshold: threshold } as Parameters<
    typeof toWhatIfSetting
  >[0]["thresholds"],
  recorded: recordedAt.map((atCall) => makeRecordedCompaction({ uuid: `u-${atCall}`, atCall })),
  events: compactsAt.map((atCall) => makeAutocompact({ atCall })),
  calls: Array.from({ length: 200 }, (_, index) => ({
    index,
    actualTokens: 0,
    replayTokens: 0,
    countTokens: 0,
  })),
});
const BASELINE = replay();

describe("toWhatIfSetting", () => {
  it.each<[string, ReturnType<typeof replay>, string | null]>([
    ["the baseline's own settings are no what-if", replay(), null],
    [
      "a constant set to its profile's value changes nothing",
      replay({ overrides: { autocompactBufferTokens: 13_000 } }),
      null,
    ],
    [
      "one override, its value grouped",
      replay({ overrides: { autocompactBufferTokens: 40_000 } }),
      "autocompactBufferTokens = 40,000",
    ],
    [
      "several overrides, each named",
      replay({ overrides: { autocompactBufferTokens: 40_000, legacyMicrocompactGate: "always" } }),
      "autocompactBufferTokens = 40,000 and legacyMicrocompactGate = always",
    ],
    ["a profile", replay({ profile: "cc-2.0" }), "cc-2.0"],
  ])("%s", (_rule, page, words) => {
    expect(toWhatIfSetting(page, BASELINE)?.words ?? null).toBe(words);
  });

  it("says which fitted setting auto leaves out when the baseline is fitted", () => {
    const fitted = replay({ overrides: { autocompactPctOverride: 80 }, threshold: 144_000 });
    expect(toWhatIfSetting(replay(), fitted)?.words).toBe("no autocompactPctOverride (fitted: 80)");
  });
});

describe("toWhatIfLines", () => {
  const buffer40k = { overrides: { autocompactBufferTokens: 40_000 }, threshold: 140_000 };
  it.each<[string, Parameters<typeof replay>[0], string[]]>([
    [
      "the demo under a 40,000 buffer: each recorded compaction gets its replayed call",
      { ...buffer40k, compactsAt: [70, 127] },
      [
        "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 70 (12 calls earlier).",
        "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 127 (14 calls earlier).",
      ],
    ],
    [
      "every later replayed compaction is named on the last line",
      { ...buffer40k, recordedAt: [139], compactsAt: [114, 204, 260] },
      [
        "With autocompactBufferTokens = 40,000 (threshold 140,000) it would have compacted at call 114 (25 calls earlier) and again at calls 204 and 260.",
      ],
    ],
    [
      "a later or missing one says how long at least",
      { profile: "cc-1.0-literal", threshold: 187_000, compactsAt: [150] },
      [
        "With cc-1.0-literal (threshold 187,000) it would have compacted at call 150 (68 calls later).",
        "With cc-1.0-literal (threshold 187,000) it would not have compacted again before the file ends (59 calls later at least).",
      ],
    ],
    [
      "the same call is said as such",
      { profile: "cc-2.1", compactsAt: [82], recordedAt: [82] },
      ["With cc-2.1 (threshold 167,000) it would have compacted at the same call, 82."],
    ],
    [
      "a first compaction that never comes",
      { ...buffer40k, threshold: 190_000, compactsAt: [], recordedAt: [141] },
      [
        "With autocompactBufferTokens = 40,000 (threshold 190,000) it would not have compacted before the file ends (59 calls later at least).",
      ],
    ],
  ])("%s", (_rule, page, lines) => {
    expect([...toWhatIfLines(replay(page), BASELINE).values()]).toEqual(lines);
  });

  it("says nothing under the baseline's settings", () => {
    expect(toWhatIfLines(BASELINE, BASELINE).size).toBe(0);
  });
});

describe("toUnrecordedWhatIf", () => {
  it.each<[string, Parameters<typeof replay>[0], string | null]>([
    ["no what-if", { recordedAt: [], compactsAt: [] }, null],
    [
      "the override makes it compact",
      { profile: "cc-2.0", threshold: 155_000, recordedAt: [], compactsAt: [120, 180] },
      "With cc-2.0 (threshold 155,000) it would have compacted at calls 120 and 180.",
    ],
    [
      "nor under the override",
      { profile: "cc-2.0", threshold: 155_000, recordedAt: [], compactsAt: [] },
      "With cc-2.0 (threshold 155,000) it would not have compacted either.",
    ],
  ])("%s", (_rule, page, line) => {
    expect(toUnrecordedWhatIf(replay(page), BASELINE)).toBe(line);
  });
});
