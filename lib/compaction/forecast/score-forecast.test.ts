import { describe, expect, it } from "vitest";
import type { CompactionForecast } from "./forecast-next-compaction";
import { scoreForecast } from "./score-forecast";

const now = { asOfCall: 40, contextTokens: 120_000, threshold: 167_000 };
const rate = { mean: 4_000, spread: 1_000, samples: 20 };
const forecast = (low: number, expected: number, high: number | null): CompactionForecast => ({
  kind: "forecast",
  calls: { expected, low, high },
  tokensToGo: 47_000,
  rate,
  ...now,
});

describe("scoreForecast", () => {
  it.each([
    {
      rule: "early is negative, inside",
      f: forecast(8, 12, 16),
      actual: 14,
      score: { error: -2, isInRange: true },
    },
    {
      rule: "late is positive, outside",
      f: forecast(8, 12, 16),
      actual: 7,
      score: { error: 5, isInRange: false },
    },
    {
      rule: "an open range takes any later call",
      f: forecast(8, 12, null),
      actual: 150,
      score: { isInRange: true },
    },
    {
      rule: "beyond the horizon is right past it",
      f: { kind: "beyond-horizon", horizon: 200, rate, ...now } as const,
      actual: 250,
      score: { kind: "beyond-horizon", isInRange: true },
    },
    {
      rule: "beyond the horizon is wrong before it",
      f: { kind: "beyond-horizon", horizon: 200, rate, ...now } as const,
      actual: 30,
      score: { isInRange: false },
    },
    {
      rule: "no count is no forecast",
      f: { kind: "disabled", ...now } as const,
      actual: 30,
      score: { kind: "no-forecast", reason: "disabled" },
    },
  ])("$rule", ({ f, actual, score }) => {
    expect(scoreForecast(f, actual)).toMatchObject(score);
  });
});
