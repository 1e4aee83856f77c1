import { describe, expect, it } from "vitest";
import type { CompactionForecast } from "@/lib/compaction/forecast/forecast-next-compaction";
import { describeForecast } from "./describe-forecast";

const now = { asOfCall: 412, contextTokens: 142_310, threshold: 167_000 };
const rate = { mean: 4_120, spread: 2_000, samples: 20 };
const SETTINGS = "2.1.22 under auto";

describe("describeForecast", () => {
  it.each<{ rule: string; forecast: CompactionForecast; context?: string; outlook: string }>([
    {
      rule: "a forecast: calls with their range, the exact tokens to go, the rate to the hundred",
      forecast: {
        kind: "forecast",
        calls: { expected: 6, low: 4, high: 9 },
        tokensToGo: 24_690,
        rate,
        ...now,
      },
      context: "Context now 142,310 of 167,000 (threshold of 2.1.22 under auto).",
      outlook:
        "About 6 calls (4–9) / 24,690 tokens to the next auto compaction, at +4,100 tokens a call over the last 20 calls.",
    },
    {
      rule: "an open range past the horizon says 'or more'",
      forecast: {
        kind: "forecast",
        calls: { expected: 120, low: 70, high: null },
        tokensToGo: 24_690,
        rate,
        ...now,
      },
      outlook:
        "About 120 calls (70 or more) / 24,690 tokens to the next auto compaction, at +4,100 tokens a call over the last 20 calls.",
    },
    {
      rule: "steady growth gives no range to show",
      forecast: {
        kind: "forecast",
        calls: { expected: 1, low: 1, high: 1 },
        tokensToGo: 300,
        rate,
        ...now,
      },
      outlook:
        "About 1 call / 300 tokens to the next auto compaction, at +4,100 tokens a call over the last 20 calls.",
    },
    {
      rule: "at the threshold: the next call",
      forecast: {
        kind: "forecast",
        calls: { expected: 1, low: 1, high: 1 },
        tokensToGo: 0,
        rate,
        ...now,
      },
      outlook: "At the next call: the context is at or past the auto compaction threshold.",
    },
    {
      rule: "disabled says so and shows no threshold",
      forecast: { kind: "disabled", ...now },
      context: "Context now 142,310 (2.1.22 under auto, auto compaction off).",
      outlook: "Auto compaction is off under these settings: no compaction to forecast.",
    },
    {
      rule: "a call with no usage: the context is not known, and there is no forecast",
      forecast: { kind: "no-usage", ...now, contextTokens: 0 },
      context:
        "Context now not known: call 412 records no usage (0 tokens in, 0 out), against a threshold of 167,000 (2.1.22 under auto).",
      outlook:
        "No forecast: without the usage the client counted, how fast the context grows cannot be measured.",
    },
    {
      rule: "not enough calls yet",
      forecast: { kind: "not-enough-calls", growthCalls: 1, needed: 5, ...now },
      outlook:
        "Not enough calls yet: 1 call of growth since the last compaction, 5 needed for a rate.",
    },
    {
      rule: "beyond the horizon at a rate",
      forecast: { kind: "beyond-horizon", horizon: 200, rate: { ...rate, mean: 310 }, ...now },
      outlook: "Not within the next 200 calls: at +300 tokens a call over the last 20 calls.",
    },
    {
      rule: "beyond the horizon because nothing grows",
      forecast: { kind: "beyond-horizon", horizon: 200, rate: { ...rate, mean: 0 }, ...now },
      outlook: "Not within the next 200 calls: the context has not grown over the last 20 calls.",
    },
  ])("$rule", ({ forecast, context, outlook }) => {
    const view = describeForecast(forecast, SETTINGS, 412);
    expect(view.outlook).toBe(outlook);
    if (context !== undefined) expect(view.context).toBe(context);
  });

  it("says when the forecast is as of the file's last call, and when not", () => {
    const forecast: CompactionForecast = { kind: "disabled", ...now };
    expect(describeForecast(forecast, SETTINGS, 412).asOf).toBe(
      "As of call 412, the last in the file.",
    );
    expect(describeForecast(forecast, SETTINGS, 500).asOf).toBe("As of call 412.");
  });

  it("has nothing to say about a session with no calls", () => {
    expect(describeForecast({ kind: "no-calls" }, SETTINGS, -1)).toEqual({
      context: "No calls yet: nothing to forecast.",
      outlook: "",
      asOf: null,
    });
  });
});
