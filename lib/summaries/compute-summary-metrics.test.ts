import { describe, expect, it } from "vitest";
import { deepFreeze } from "../compaction/testing/deep-freeze";
import { computeSummaryMetrics } from "./compute-summary-metrics";
import { SUMMARY_METRICS } from "./metrics";
import { makeMetricInput } from "./testing/metric-input";

const input = makeMetricInput(
  '1. Primary Request and Intent:\n   "fix the build" in `src/app.ts`\n6. All user messages:\n   - fix the build',
  [
    { user: "fix the build" },
    { tool: "Read", input: { file_path: "/r/src/app.ts" }, result: "x" },
    {
      tool: "Bash",
      input: { command: "npm run build" },
      result: "Error: Module not found: left-pad",
      isError: true,
    },
  ],
  { summaryTokens: 30, rangeTokens: 900 },
);

describe("computeSummaryMetrics", () => {
  it("gives one value per registered metric, in the registry's order", () => {
    expect(Object.keys(computeSummaryMetrics(input))).toEqual(SUMMARY_METRICS.map((m) => m.id));
  });

  it("registers each metric id once, each with a definition of a sentence or more", () => {
    const ids = SUMMARY_METRICS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SUMMARY_METRICS.every((m) => m.definition.length > 120)).toBe(true);
  });

  it("scores the small case as a reader would", () => {
    const metrics = computeSummaryMetrics(input);
    expect(metrics["compression-ratio"]?.display).toBe("30×");
    expect(metrics["sections-present"]?.display).toBe("2 of 9");
    expect(metrics["user-message-recall"]?.display).toBe("100% (1 of 1)");
    expect(metrics["file-recall"]?.display).toBe("100% (1 of 1)");
    expect(metrics["error-recall"]?.items).toEqual(["Module not found: left-pad"]);
    expect(metrics["fabricated-quotes"]?.display).toBe("0 of 2 quotes");
  });

  it("answers n/a, not 0.0x or every quote fabricated, for the metrics that read an empty range (nothing summarised in this file)", () => {
    const empty = makeMetricInput(input.summary, [], { summaryTokens: 30, rangeTokens: 0 });
    const metrics = computeSummaryMetrics(empty);
    const na = SUMMARY_METRICS.filter((m) => m.readsRange).map((m) => m.id);
    expect(na).toEqual([
      "compression-ratio",
      "user-message-recall",
      "file-recall",
      "error-recall",
      "fabricated-quotes",
    ]);
    for (const id of na)
      expect(metrics[id]).toEqual({
        value: null,
        display: "n/a (nothing summarised in this file)",
      });
    expect(metrics["tokens"]?.value).toBe(30);
    expect(metrics["sections-present"]?.display).toBe("2 of 9");
  });

  it("does not mutate its input and is deterministic", () => {
    const frozen = deepFreeze(structuredClone(input));
    expect(JSON.stringify(computeSummaryMetrics(frozen))).toBe(
      JSON.stringify(computeSummaryMetrics(input)),
    );
  });
});
