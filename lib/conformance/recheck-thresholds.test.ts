import { describe, expect, it } from "vitest";
import { isMeasuredUnderDefaults } from "./recheck-thresholds";
import { makeMatrixRow } from "./testing/make-matrix-row";

describe("isMeasuredUnderDefaults", () => {
  it.each([
    ["print mode, traffic off", {}, true],
    ["print mode, written before rows had a mode", { mode: "print" as const }, true],
    ["under a flag set", { flags: "amber-redwood3" }, false],
    ["in the interactive client, traffic off", { mode: "interactive" as const }, false],
  ])("%s: %s", (_name, overrides, expected) => {
    expect(isMeasuredUnderDefaults(makeMatrixRow(overrides))).toBe(expected);
  });
});
