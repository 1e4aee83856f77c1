import { describe, expect, it } from "vitest";
import { BASELINE_KINDS } from "@/lib/contracts/summary-baseline";
import { BASELINE_OPTIONS, toBaseline } from "./baseline-options";

describe("toBaseline", () => {
  it.each([
    ["mask-tool-outputs", "3", { kind: "mask-tool-outputs" }],
    ["last-user-messages", "3", { kind: "last-user-messages", n: 3 }],
    ["last-user-messages", "80", { kind: "last-user-messages", n: 50 }],
    ["last-user-messages", "0", { kind: "last-user-messages", n: 1 }],
    ["last-user-messages", "", { kind: "last-user-messages", n: 5 }],
    ["policy-no-summary", "", { kind: "policy-no-summary" }],
  ] as const)("%s with N %j", (kind, n, expected) => {
    expect(toBaseline(kind, n)).toEqual(expected);
  });

  it("offers every baseline once, each with a definition", () => {
    expect(BASELINE_OPTIONS.map((o) => o.kind)).toEqual([...BASELINE_KINDS]);
    expect(BASELINE_OPTIONS.every((o) => o.definition.length > 40)).toBe(true);
  });
});
