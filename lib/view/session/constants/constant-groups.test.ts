import { describe, expect, it } from "vitest";
import { CONSTANT_NAMES, type ConstantName } from "@/lib/compaction/config/replay-config";
import { CONSTANT_GROUPS, groupOfConstant, type ConstantGroupId } from "./constant-groups";

describe("groupOfConstant", () => {
  it.each<[ConstantName, ConstantGroupId]>([
    ["contextWindow", "thresholds"],
    ["autocompactBufferTokens", "thresholds"],
    ["recursionGuard", "thresholds"],
    ["countingMode", "counting"],
    ["estimatePadFactor", "counting"],
    ["legacyMicrocompact", "legacy-microcompact"],
    ["compactableTools", "legacy-microcompact"],
    ["timeBasedGapMinutes", "later-microcompact"],
    ["cachedMicrocompactKeepRecent", "later-microcompact"],
    ["apiClearTools", "api-context"],
    ["smUpdateToolCalls", "session-memory"],
    ["summaryTokens", "compaction"],
    ["manualCompactions", "compaction"],
    ["ptlGapParseable", "compaction"],
    ["injectedCompactFailures", "other"],
  ])("puts %s in %s (its section of the schema)", (name, group) => {
    expect(groupOfConstant(name)).toBe(group);
  });

  it("gives every group at least one constant and opens only the thresholds", () => {
    const used = new Set(CONSTANT_NAMES.map(groupOfConstant));
    expect(CONSTANT_GROUPS.map((group) => used.has(group.id))).not.toContain(false);
    expect(CONSTANT_GROUPS.filter((group) => group.isOpenByDefault).map((g) => g.id)).toEqual([
      "thresholds",
    ]);
  });
});
