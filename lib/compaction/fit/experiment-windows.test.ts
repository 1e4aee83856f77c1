import { describe, expect, it } from "vitest";
import { experimentWindowFlag } from "./experiment-windows";

describe("experimentWindowFlag", () => {
  it.each([
    ["claude-sonnet-4-5-20250929", "2.1.101", "tengu_amber_redwood"],
    ["claude-opus-4-7", "2.1.116", "tengu_amber_redwood"],
    ["claude-opus-4-7", "2.1.117", "tengu_amber_redwood2"],
    ["claude-sonnet-4-6", "2.1.117", null],
    ["claude-opus-4-7", "2.1.152", "tengu_amber_redwood2"],
    ["claude-opus-4-8", "2.1.152", null],
    ["claude-opus-4-8", "2.1.165", "tengu_amber_redwood2"],
    ["claude-opus-4-8-20260101", "2.1.332", "tengu_amber_redwood2"],
    ["claude-opus-4-7", "2.1.165", null],
    ["claude-opus-4-8", "2.1.96", null],
    ["claude-opus-4-8", null, null],
  ] as const)("%s on %s: %s", (model, version, flag) => {
    expect(experimentWindowFlag(model, version)).toBe(flag);
  });
});
