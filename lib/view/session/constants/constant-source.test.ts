import { describe, expect, it } from "vitest";
import { CONSTANT_NAMES, sourceOfDefault } from "@/lib/compaction/config/replay-config";
import { seedLabel, sourceOfConstant } from "./constant-source";

describe("seedLabel", () => {
  it.each([
    [["001–004"], "seeds 001–004"],
    [["002", "004"], "seeds 002, 004"],
    [["000", "002", "004"], "seeds 000, 002, 004"],
    [["003"], "seed 003"],
    [[], null],
    [undefined, null],
  ])("labels %j as %j", (seeds, expected) => {
    expect(seedLabel(seeds)).toBe(expected);
  });

  it("finds a seed or a reason for every constant but the few the profile alone decides", () => {
    const withoutSeed = CONSTANT_NAMES.filter((name) => !seedLabel(sourceOfDefault(name).seeds));
    expect(withoutSeed).toEqual([
      "contextWindow",
      "modelWindows",
      "unknownModelWindow",
      "autoCompactWindow",
      "countingMode",
      // Measured by the conformance lab, not in any seed.
      "legacyMicrocompactMainOnly",
      "legacyMicrocompactGateCount",
      "apiClearAtLeastTokens",
      "smMemoryFileTokens",
      "keepLastRound",
      "loneRoundAtBlockingLimit",
      "summaryTokens",
      "summaryPromptTokens",
      "baseOverheadTokens",
      "replayRecordedManual",
      "manualCompactions",
      "reactiveCompact",
      "injectedCompactFailures",
    ]);
  });
});

describe("sourceOfConstant", () => {
  const window = { tokens: 200_000, source: "table" as const, model: "claude-opus-4-5" };
  it.each([
    [
      "contextWindow",
      null,
      window,
      { kind: "transcript", text: "transcript: model table, 200,000" },
    ],
    [
      "contextWindow",
      null,
      { ...window, source: "observed" as const },
      { kind: "transcript", text: "transcript: observed in the transcript, 200,000" },
    ],
    [
      "contextWindow",
      null,
      { ...window, source: "override" as const },
      { kind: "transcript", text: "transcript: model table or observed window" },
    ],
    ["contextWindow", 500_000, window, { kind: "profile", text: "profile cc-2.1" }],
    ["baseOverheadTokens", null, null, { kind: "transcript", text: "transcript: first call" }],
    ["autocompactBufferTokens", 13_000, window, { kind: "seed", text: "seeds 001–004" }],
    ["outputReserveCap", null, window, { kind: "seed", text: "seed 003" }],
    ["summaryPromptTokens", 800, window, { kind: "profile", text: "profile cc-2.1" }],
  ] as const)("says where %s's default %j comes from", (name, value, resolved, expected) => {
    expect(sourceOfConstant(name, value, "profile cc-2.1", resolved)).toEqual(expected);
  });
});
