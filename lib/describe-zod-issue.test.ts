import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeZodError, showValue } from "./describe-zod-issue";

const tokens = z.number().int().min(0, "at least 0").max(10_000_000, "at most 10,000,000: why");
const percent = z.number().min(1, "at least 1: a percentage of the available window").max(100);
const schemas = {
  tokens,
  percent,
  mode: z.enum(["usage", "estimate"]),
  flag: z.boolean(),
  tools: z.array(z.string().min(1)).max(2),
  rows: z.array(z.strictObject({ model: z.string(), tokens })),
};

function sentence(schema: keyof typeof schemas, name: string, input: unknown): string {
  const parsed = schemas[schema].safeParse(input);
  if (parsed.success) throw new Error(`${JSON.stringify(input)} parsed`);
  return describeZodError(parsed.error, { name, input });
}

describe("describeZodError", () => {
  it.each([
    [
      "tokens",
      "autocompactBufferTokens",
      "abc",
      'autocompactBufferTokens must be a number of tokens (got "abc")',
    ],
    [
      "tokens",
      "autocompactBufferTokens",
      1.5,
      "autocompactBufferTokens must be a whole number of tokens (got 1.5)",
    ],
    [
      "tokens",
      "autocompactBufferTokens",
      -5,
      "autocompactBufferTokens must be at least 0 (got -5)",
    ],
    [
      "tokens",
      "maxOutputTokens",
      20_000_000,
      "maxOutputTokens must be at most 10,000,000: why (got 20000000)",
    ],
    [
      "percent",
      "autocompactPctOverride",
      0,
      "autocompactPctOverride must be at least 1: a percentage of the available window (got 0)",
    ],
    [
      "percent",
      "autocompactPctOverride",
      null,
      "autocompactPctOverride must be a number (got null)",
    ],
    [
      "mode",
      "countingMode",
      "sometimes",
      'countingMode must be one of "usage", "estimate" (got "sometimes")',
    ],
    ["flag", "reactiveCompact", "yes", 'reactiveCompact must be true or false (got "yes")'],
    [
      "tools",
      "compactableTools",
      ["a", "b", "c"],
      'compactableTools must have at most 2 items (got ["a","b","c"])',
    ],
    ["tools", "compactableTools", ["Read", ""], 'compactableTools[1] must not be empty (got "")'],
    [
      "rows",
      "modelWindows",
      [{ model: "m", tokens: "lots" }],
      'modelWindows[0].tokens must be a number of tokens (got "lots")',
    ],
    [
      "rows",
      "modelWindows",
      [{ model: "m", tokens: 1, extra: 1 }],
      'modelWindows[0] has a key it does not know: "extra"',
    ],
  ] as const)("%s: says what %s must be when given %j", (schema, name, input, expected) => {
    expect(sentence(schema, name, input)).toBe(expected);
  });

  it("never says zod's own 'Invalid input' for the constants' kinds of mistake", () => {
    const inputs = ["abc", 1.5, -1, null, true, [], {}];
    for (const input of inputs) expect(sentence("tokens", "x", input)).not.toMatch(/Invalid/);
  });
});

describe("showValue", () => {
  it.each([
    ["abc", '"abc"'],
    [-5, "-5"],
    [undefined, "nothing"],
    ["x".repeat(60), `"${"x".repeat(38)}…`],
  ])("shows %j as %s", (value, expected) => {
    expect(showValue(value)).toBe(expected);
  });
});
