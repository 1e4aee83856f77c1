import { describe, expect, it } from "vitest";
import type { ConstantInput } from "./constant-input";
import { describeConstantValue } from "./describe-constant-value";

const NUMBER: ConstantInput = { kind: "number", min: 0, max: 10, step: "any", isNullable: true };
const LIST: ConstantInput = { kind: "list" };
const JSON_INPUT: ConstantInput = { kind: "json" };

describe("describeConstantValue", () => {
  it.each<[unknown, ConstantInput, string]>([
    [13_000, NUMBER, "13,000"],
    [4 / 3, NUMBER, "1.3333"],
    [null, NUMBER, "none"],
    [true, { kind: "boolean" }, "on"],
    [false, { kind: "boolean" }, "off"],
    ["length/4", { kind: "enum", options: ["length/4"] }, "length/4"],
    [["Read", "Bash"], LIST, "Read, Bash"],
    [["Read", "Bash", "Grep", "Glob", "Edit"], LIST, "Read, Bash, Grep +2"],
    [[], LIST, "none"],
    [{}, JSON_INPUT, "none"],
    [{ opus: 500_000, sonnet: 1_000_000 }, JSON_INPUT, "2 entries"],
    [[{ atCall: 3 }], JSON_INPUT, "1 entry"],
  ])("shows %j as %j", (value, input, expected) => {
    expect(describeConstantValue(value, input)).toBe(expected);
  });
});
