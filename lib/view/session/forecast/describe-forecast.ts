import type { CompactionForecast } from "@/lib/compaction/forecast/forecast-next-compaction";
import { formatInteger } from "@/lib/view/format/format-number";

/** The forecast panel's sentences: where the context is, and what comes next. */
export type ForecastView = {
  /** "Context now 142,310 of 167,000 (threshold of 2.1.22 under auto)." */
  context: string;
  /** "About 6 calls (4–9) / 24,690 tokens to the next auto compaction, at …" */
  outlook: string;
  /** "As of call 412, the last in the file." */
  asOf: string | null;
};

const plural = (count: number, word: string) =>
  `${formatInteger(count)} ${word}${count === 1 ? "" : "s"}`;

/** Growth per call shown to the hundred: a rate from bursty calls has no meaningful units digit. */
const formatRate = (mean: number) => `+${formatInteger(Math.round(mean / 100) * 100)}`;

function describeCalls({
  expected,
  low,
  high,
}: {
  expected: number;
  low: number;
  high: number | null;
}) {
  if (high === null) return `About ${plural(expected, "call")} (${formatInteger(low)} or more)`;
  if (low === high) return `About ${plural(expected, "call")}`;
  return `About ${plural(expected, "call")} (${formatInteger(low)}–${formatInteger(high)})`;
}

function describeOutlook(forecast: Exclude<CompactionForecast, { kind: "no-calls" }>): string {
  switch (forecast.kind) {
    case "disabled":
      return "Auto compaction is off under these settings: no compaction to forecast.";
    case "no-usage":
      return "No forecast: without the usage the client counted, how fast the context grows cannot be measured.";
    case "not-enough-calls":
      return `Not enough calls yet: ${plural(forecast.growthCalls, "call")} of growth since the last compaction, ${formatInteger(forecast.needed)} needed for a rate.`;
    case "beyond-horizon": {
      const { rate, horizon } = forecast;
      const pace =
        rate.mean > 0
          ? `at ${formatRate(rate.mean)} tokens a call over the last ${plural(rate.samples, "call")}`
          : `the context has not grown over the last ${plural(rate.samples, "call")}`;
      return `Not within the next ${formatInteger(horizon)} calls: ${pace}.`;
    }
    case "forecast": {
      const { calls, tokensToGo, rate } = forecast;
      if (tokensToGo === 0)
        return "At the next call: the context is at or past the auto compaction threshold.";
      return `${describeCalls(calls)} / ${formatInteger(tokensToGo)} tokens to the next auto compaction, at ${formatRate(rate.mean)} tokens a call over the last ${plural(rate.samples, "call")}.`;
    }
  }
}

/**
 * The panel's sentences for a forecast: the context against the threshold of the replayed
 * `settings` (version and constants), and the calls and tokens to go, or why there is no count.
 *
 * @example
 * describeForecast(forecast, "2.1.22 under auto", 412).outlook
 * // "About 6 calls (4–9) / 24,690 tokens to the next auto compaction, at +4,100 tokens a call over the last 20 calls."
 */
export function describeForecast(
  forecast: CompactionForecast,
  settings: string,
  lastCall: number,
): ForecastView {
  if (forecast.kind === "no-calls")
    return { context: "No calls yet: nothing to forecast.", outlook: "", asOf: null };
  const context =
    forecast.kind === "disabled"
      ? `Context now ${formatInteger(forecast.contextTokens)} (${settings}, auto compaction off).`
      : forecast.kind === "no-usage"
        ? `Context now not known: call ${formatInteger(forecast.asOfCall)} records no usage (0 tokens in, 0 out), against a threshold of ${formatInteger(forecast.threshold)} (${settings}).`
        : `Context now ${formatInteger(forecast.contextTokens)} of ${formatInteger(forecast.threshold)} (threshold of ${settings}).`;
  const isLast = forecast.asOfCall === lastCall;
  return {
    context,
    outlook: describeOutlook(forecast),
    asOf: `As of call ${formatInteger(forecast.asOfCall)}${isLast ? ", the last in the file" : ""}.`,
  };
}
