import { describe, expect, it } from "vitest";
import type { ReferenceFact } from "../compaction/aftermath/reference-types";
import { computeSummaryMetrics } from "./compute-summary-metrics";
import { SUMMARY_METRICS } from "./metrics";
import { makeMetricInput } from "./testing/metric-input";

const MB = 1_000_000;
/** Generous on a loaded 2-core machine; each shape takes a few seconds when linear. */
const SECONDS_PER_SHAPE = 45;

const steps = [
  { user: "fix the build" },
  { user: "please keep the public API exactly as it is and add a test for every change" },
  { tool: "Read", input: { file_path: "/r/src/app.ts" }, result: "x" },
  {
    tool: "Bash",
    input: { command: "npm run build" },
    result: "Error: Module not found: left-pad",
    isError: true,
  },
];

const lines = { before: 3, after: 9 };
const REFERENCE: ReferenceFact[] = [
  { kind: "file-reread", target: "path", text: "/r/src/app.ts", lines },
  { kind: "command-rerun", target: "command", text: "cd /r && npm run build", lines },
  { kind: "error-repeated", target: "error", text: "Error: Module not found: left-pad", lines },
  { kind: "decision", target: "message", text: "keep the public API exactly as it is", lines },
];

/**
 * A model that ignores max_tokens sent a 50 MB summary and its metrics threw `Maximum call
 * stack size exceeded` (a regex group repeated once per character of one long word) or ran
 * for minutes (regexes that backtrack over long runs of whitespace).
 */
describe("summary metrics on a 50 MB summary", () => {
  it.each([
    ["one 50 MB word", () => "a".repeat(50 * MB)],
    ["50 MB of newlines", () => "\n".repeat(50 * MB)],
    ["50 MB of spaces", () => " ".repeat(50 * MB)],
    ["50 MB of indented blank lines", () => "  \n".repeat((50 * MB) / 3)],
    ["a 50 MB path", () => `${"a/".repeat((50 * MB) / 2)}b.ts`],
    [
      "50 MB of sections, quotes and paths",
      () =>
        '1. Primary Request and Intent:\n   "fix the build" in `src/app.ts`, see src/lib/a.ts\n'.repeat(
          (50 * MB) / 80,
        ),
    ],
  ])(
    "%s: every metric answers, none throws",
    (_name, makeSummary) => {
      const input = {
        ...makeMetricInput(makeSummary(), steps, { summaryTokens: 12_500_000, rangeTokens: 900 }),
        reference: REFERENCE,
      };
      const started = performance.now();
      const metrics = computeSummaryMetrics(input);
      const seconds = (performance.now() - started) / 1000;
      console.log(`metrics on ${_name}: ${seconds.toFixed(1)} s`);
      expect(Object.keys(metrics)).toEqual(SUMMARY_METRICS.map((m) => m.id));
      expect(metrics["tokens"]?.value).toBe(12_500_000);
      expect(metrics["aftermath-carried"]?.display).toMatch(/ of 4 /);
    },
    SECONDS_PER_SHAPE * 1000,
  );
});
