import { describe, expect, it } from "vitest";
import { experimentWindowFlag, proactiveCompactionFlag } from "./experiment-windows";

describe("experimentWindowFlag", () => {
  it.each([
    ["claude-sonnet-4-5-20250929", "2.1.101", { flag: "tengu_amber_redwood", alsoOn: null }],
    ["claude-opus-4-7", "2.1.116", { flag: "tengu_amber_redwood", alsoOn: null }],
    ["claude-opus-4-7", "2.1.117", { flag: "tengu_amber_redwood2", alsoOn: null }],
    ["claude-sonnet-4-6", "2.1.117", null],
    ["claude-opus-4-7", "2.1.152", { flag: "tengu_amber_redwood2", alsoOn: null }],
    ["claude-opus-4-8", "2.1.152", null],
    ["claude-opus-4-8", "2.1.153", null],
    [
      "claude-opus-4-8",
      "2.1.154",
      { flag: "tengu_amber_redwood2", alsoOn: "tengu_amber_redwood3" },
    ],
    [
      "claude-opus-4-8",
      "2.1.165",
      { flag: "tengu_amber_redwood2", alsoOn: "tengu_amber_redwood3" },
    ],
    [
      "claude-opus-4-8-20260101",
      "2.1.331",
      { flag: "tengu_amber_redwood2", alsoOn: "tengu_amber_redwood3" },
    ],
    ["claude-opus-4-8", "2.1.332", null],
    ["claude-opus-4-7", "2.1.165", null],
    ["claude-opus-4-8", "2.1.96", null],
    ["claude-opus-4-8", null, null],
  ] as const)("%s on %s: %s", (model, version, flag) => {
    expect(experimentWindowFlag(model, version)).toEqual(flag);
  });
});

describe("proactiveCompactionFlag", () => {
  it.each([
    ["2.1.152", null],
    ["2.1.153", "tengu_amber_redwood3"],
    ["2.1.331", "tengu_amber_redwood3"],
    ["2.1.332", null],
    [null, null],
  ] as const)("%s: %s", (version, flag) => {
    expect(proactiveCompactionFlag(version)).toBe(flag);
  });
});
