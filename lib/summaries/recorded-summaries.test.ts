import { describe, expect, it } from "vitest";
import { callsUntilNextCompaction } from "../compaction/explain/calls-until-next-compaction";
import { isOfFamily } from "../compaction/replay/event-kinds";
import { replaySession } from "../compaction/replay/replay-session";
import type { SummaryMessage } from "../compaction/summary-request/summary-request-types";
import { loadModelFromFile } from "../transcript/testing/load-model-from-file";
import { fixturePath, hasRealFixtures } from "../transcript/testing/real-fixtures";
import { computeSummaryMetrics } from "./compute-summary-metrics";
import { recordedCases } from "./testing/recorded-cases";

const lengthOf = (m: SummaryMessage) =>
  typeof m.content === "string" ? m.content.length : JSON.stringify(m.content).length;

/** `SHOW_METRICS=1` prints each summary's figures (`=items` the missed items too). */
describe.skipIf(!hasRealFixtures)(
  "the metrics on the recorded summaries of ../shared/fixtures/real",
  () => {
    const cases = recordedCases();

    it("reads the 8 recorded summaries", () => {
      expect(cases).toHaveLength(8);
    });

    it.each(cases.map((c) => [c.name, c] as const))(
      "%s: 9 of 9 sections, every metric shown",
      (_name, c) => {
        const rangeTokens = Math.round(c.messages.reduce((sum, m) => sum + lengthOf(m), 0) / 4);
        const metrics = computeSummaryMetrics({
          summary: c.summary,
          summaryTokens: Math.round(c.summary.length / 4),
          messages: c.messages,
          rangeTokens,
        });
        if (process.env.SHOW_METRICS)
          console.log(
            [c.name, ...Object.entries(metrics).map(([id, v]) => `${id}=${v.display}`)].join(" | "),
          );
        expect(metrics["sections-present"]?.display).toBe("9 of 9");
        expect(Object.values(metrics).every((m) => m.display.length > 0)).toBe(true);
        if (process.env.SHOW_METRICS === "items") console.log(JSON.stringify(metrics, null, 1));
      },
    );

    it.each(["v2.1.19_microcompact_plus_autocompact_x2.jsonl", "v2.1.63_autocompact_long.jsonl"])(
      "%s: a bigger summary at the first recorded compaction never leaves more calls before the next",
      async (file) => {
        const model = await loadModelFromFile(fixturePath(file));
        const plain = replaySession(model, {});
        const first = plain.events.find((e) => isOfFamily(e, "compaction") && e.detail.isAligned);
        expect(first).toBeDefined();
        const atCall = first?.atCall ?? 0;
        const answers = [0.5, 1, 2, 4].map((factor) => {
          const recorded = first && isOfFamily(first, "compaction") ? first.detail.postCompact : [];
          const tokens = Math.round(
            factor * (recorded.find((i) => i.kind === "summary")?.tokens ?? 3_000),
          );
          const outcome = callsUntilNextCompaction(
            replaySession(model, { summaryAt: { atCall, tokens } }),
            atCall,
          );
          return { factor, tokens, outcome };
        });
        if (process.env.SHOW_METRICS)
          console.log(file, `atCall ${atCall}`, JSON.stringify(answers));
        const calls = answers.map((a) => ("calls" in a.outcome ? a.outcome.calls : 0));
        expect(calls).toEqual([...calls].sort((a, b) => b - a));
      },
    );
  },
);

describe.skipIf(!hasRealFixtures)("fabricated quotes on a real summary", () => {
  it("the user's 'reivew', quoted as 'review' by Claude Code's own summary, is not fabricated", () => {
    const c = recordedCases().find(
      (r) => r.name === "v2.1.19_microcompact_plus_autocompact_x2.jsonl #2",
    );
    expect(c).toBeDefined();
    if (!c) return;
    const metrics = computeSummaryMetrics({
      summary: c.summary,
      summaryTokens: 0,
      messages: c.messages,
      rangeTokens: 1,
    });
    expect(metrics["fabricated-quotes"]?.display).toBe("0 of 46 quotes");
  });
});
