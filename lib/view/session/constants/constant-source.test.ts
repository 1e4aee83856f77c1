import { describe, expect, it } from "vitest";
import { CONSTANT_NAMES, describeConstant } from "@/lib/compaction/config/replay-config";
import { seedsOfMeaning, sourceOfConstant } from "./constant-source";

describe("seedsOfMeaning", () => {
  it.each([
    ["Autocompact buffer below the effective window (seeds 001-004)", "seeds 001–004"],
    ["Warning level below the limit (seed 002, seed 004)", "seeds 002, 004"],
    ["Results kept (seeds 000, 002, 004)", "seeds 000, 002, 004"],
    ["Estimate divisor (seed 002 gG)", "seed 002"],
    ["Cap on the output reserve: 20,000 from 2.1.22 (seed 003, SPEC §5)", "seed 003"],
    ["warning: seed 004; autocompact: seed 002 tier 1", "seeds 002, 004"],
    ["Seed 002's microcompact (clear old tool results to a budget)", "seed 002"],
    ["clear_at_least (seed 003 gives no value)", null],
    ["The summarization prompt added to the request (FORMAT §6)", null],
  ])("reads %j as %j", (meaning, expected) => {
    expect(seedsOfMeaning(meaning)).toBe(expected);
  });

  it("finds a seed or a reason for every constant but the few the profile alone decides", () => {
    const withoutSeed = CONSTANT_NAMES.filter((name) => !seedsOfMeaning(describeConstant(name)));
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
      "summaryTokens",
      "summaryPromptTokens",
      "baseOverheadTokens",
      "replayRecordedManual",
      "manualCompactions",
      "reactiveCompact",
      "keepLastRound",
      "loneRoundAtBlockingLimit",
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
    expect(
      sourceOfConstant(name, describeConstant(name), value, "profile cc-2.1", resolved),
    ).toEqual(expected);
  });
});
