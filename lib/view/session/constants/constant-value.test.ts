import { describe, expect, it } from "vitest";
import type { ConstantName } from "@/lib/compaction/config/replay-config";
import { inputOfConstant } from "./constant-input";
import {
  constantOfError,
  formatConstantValue,
  parseConstantInput,
  removeOverride,
  setOverride,
  type ParsedConstant,
} from "./constant-value";

describe("parseConstantInput", () => {
  it.each<[ConstantName, string, ParsedConstant]>([
    ["autocompactBufferTokens", "40000", { ok: true, value: 40_000 }],
    ["autocompactBufferTokens", " 13,000 ", { ok: true, value: 13_000 }],
    ["autocompactBufferTokens", "13_000", { ok: true, value: 13_000 }],
    [
      "autocompactBufferTokens",
      "",
      { ok: false, reason: "autocompactBufferTokens needs a number: it cannot be empty" },
    ],
    [
      "autocompactBufferTokens",
      "lots",
      { ok: false, reason: 'autocompactBufferTokens must be a number (got "lots")' },
    ],
    [
      "autocompactBufferTokens",
      "1.5",
      { ok: false, reason: "autocompactBufferTokens must be a whole number of tokens (got 1.5)" },
    ],
    [
      "charsPerToken",
      "0.1",
      {
        ok: false,
        reason: "charsPerToken must be at least 0.5: text runs 1 to 6 characters a token (got 0.1)",
      },
    ],
    ["charsPerToken", "3.5", { ok: true, value: 3.5 }],
    ["contextWindow", "", { ok: true, value: null }],
    ["contextWindow", "null", { ok: true, value: null }],
    [
      "contextWindow",
      "500",
      { ok: false, reason: "contextWindow must be at least 1,000 (got 500)" },
    ],
    ["countingMode", "length/4", { ok: true, value: "length/4" }],
    [
      "countingAnchor",
      "middle",
      {
        ok: false,
        reason:
          'countingAnchor must be one of "first", "last", "last-before-prompt" (got "middle")',
      },
    ],
    ["disableCompact", "true", { ok: true, value: true }],
    ["compactableTools", "Read, Bash,\nGrep,", { ok: true, value: ["Read", "Bash", "Grep"] }],
    ["modelWindows", '{"opus": 500000}', { ok: true, value: { opus: 500_000 } }],
    [
      "modelWindows",
      "{opus",
      { ok: false, reason: 'modelWindows must be written as JSON (got "{opus")' },
    ],
    [
      "manualCompactions",
      '[{"atCall": 12}]',
      { ok: true, value: [{ atCall: 12, direction: "full" }] },
    ],
  ])("reads %s = %j", (name, text, expected) => {
    expect(parseConstantInput(name, text, inputOfConstant(name))).toEqual(expected);
  });
});

describe("formatConstantValue", () => {
  it.each<[ConstantName, unknown, string]>([
    ["autocompactBufferTokens", 13_000, "13000"],
    ["contextWindow", null, ""],
    ["compactableTools", ["Read", "Bash"], "Read, Bash"],
    ["disableCompact", false, "false"],
    ["modelWindows", {}, "{}"],
  ])("shows %s = %j as %j, which reads back to the same value", (name, value, text) => {
    const input = inputOfConstant(name);
    expect(formatConstantValue(value, input)).toBe(text);
    expect(parseConstantInput(name, text, input)).toEqual({ ok: true, value });
  });
});

describe("setOverride and removeOverride", () => {
  it("returns new objects and leaves the input alone", () => {
    const overrides = Object.freeze({ charsPerToken: 3 });
    expect(setOverride(overrides, "autocompactBufferTokens", 40_000)).toEqual({
      charsPerToken: 3,
      autocompactBufferTokens: 40_000,
    });
    expect(removeOverride(overrides, "charsPerToken")).toEqual({});
    expect(overrides).toEqual({ charsPerToken: 3 });
  });
});

describe("constantOfError", () => {
  it.each([
    ["overrides.charsPerToken: at least 0.5: text runs 1 to 6 characters a token", "charsPerToken"],
    ["overrides.noSuchThing: unrecognized key", null],
    ["The server is busy", null],
    [null, null],
  ])("finds the constant %j names", (error, name) => {
    expect(constantOfError(error)).toBe(name);
  });
});
