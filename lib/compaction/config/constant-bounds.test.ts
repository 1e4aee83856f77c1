import { describe, expect, it } from "vitest";
import { z } from "zod";
import { makeModel } from "../testing/make-model";
import { CONSTANT_NAMES, replayConfigSchema, type ConstantName } from "./replay-config";
import { replayRequestSchema } from "./replay-request-schema";
import { resolveConfig } from "./resolve-config";

const overrideIssues = (name: string, value: unknown) => {
  const result = replayRequestSchema.safeParse({ overrides: { [name]: value } });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

/** The number schema under a constant's nullable wrapper, or null for other kinds. */
function numberSchema(name: ConstantName): z.ZodNumber | null {
  let schema: z.ZodType = replayConfigSchema.shape[name];
  if (schema instanceof z.ZodNullable) schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodNumber ? schema : null;
}

const NUMERIC = CONSTANT_NAMES.filter((name) => numberSchema(name) !== null);

describe("constant bounds", () => {
  it("covers the numeric constants (a new one without bounds fails here)", () => {
    expect(NUMERIC.length).toBeGreaterThan(40);
  });

  it.each(NUMERIC)("%s accepts its bounds and refuses what lies past them, saying why", (name) => {
    const schema = numberSchema(name) as z.ZodNumber;
    const min = schema.minValue as number;
    const max = schema.maxValue as number;
    expect(Number.isFinite(min)).toBe(true);
    expect(Number.isFinite(max)).toBe(true);
    expect(max).toBeLessThanOrEqual(10_000_000);
    expect(overrideIssues(name, min)).toEqual([]);
    expect(overrideIssues(name, max)).toEqual([]);
    const step = schema.isInt ? 1 : Math.max(min / 10, 1e-9);
    expect(overrideIssues(name, min - step)).toEqual([expect.stringMatching(/^at least /)]);
    expect(overrideIssues(name, max + 1)).toEqual([expect.stringMatching(/^at most .+: .+/)]);
  });

  it.each([
    ["charsPerToken", 5e-324, "at least 0.5: text runs 1 to 6 characters a token"],
    [
      "maxOutputTokens",
      Number.MAX_SAFE_INTEGER,
      "at most 1,000,000: more output than a 1M window holds",
    ],
    ["contextWindow", 1e12, "at most 10,000,000: no model has a larger window"],
    ["autocompactBufferTokens", -1, "at least 0"],
    ["timeBasedGapMinutes", 0, "at least 1: from a minute to 30 days"],
    ["estimatePadFactor", 1e6, "at most 4: a pad, not a rewrite (the documents use 4/3)"],
  ])("refuses the reported absurd value %s = %s", (name, value, message) => {
    expect(overrideIssues(name, value)).toEqual([message]);
  });

  it.each([
    ["compactableTools", Array.from({ length: 1_001 }, (_, i) => `T${i}`), "at most 1,000 tools"],
    [
      "manualCompactions",
      Array.from({ length: 1_001 }, () => ({ atCall: 1 })),
      "at most 1000 compactions",
    ],
  ])("bounds the list %s", (name, value, message) => {
    expect(overrideIssues(name, value)).toEqual([message]);
  });

  it("refuses constants within bounds that leave no positive threshold, naming them", () => {
    const model = makeModel({ turns: [{ context: 1_000 }] });
    const attempt = () =>
      resolveConfig(model, {
        profile: "cc-2.0",
        overrides: { contextWindow: 200_000, maxOutputTokens: 190_000 },
      });
    expect(attempt).toThrow(z.ZodError);
    expect(attempt).toThrow(
      /200,000-token window less the output reserve \(190,000\) and the autocompact buffer leaves a threshold of -3,000 tokens; it must stay above 0: lower maxOutputTokens, outputReserveCap, autocompactBufferTokens or raise contextWindow/,
    );
  });

  it("accepts the same window with room left", () => {
    const model = makeModel({ turns: [{ context: 1_000 }] });
    const config = resolveConfig(model, {
      profile: "cc-2.0",
      overrides: { contextWindow: 200_000, maxOutputTokens: 180_000 },
    });
    expect(config.values.maxOutputTokens).toBe(180_000);
  });
});
