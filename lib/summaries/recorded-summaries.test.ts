import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { callsUntilNextCompaction } from "../compaction/calls-until-next-compaction";
import { isOfFamily } from "../compaction/event-kinds";
import { replaySession } from "../compaction/replay-session";
import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../compaction/summary-request/summary-request-types";
import { loadModelFromFile } from "../transcript/testing/load-model-from-file";
import {
  fixturePath,
  hasRealFixtures,
  REAL_FIXTURES_DIR,
} from "../transcript/testing/real-fixtures";
import { computeSummaryMetrics } from "./compute-summary-metrics";

type RawRecord = {
  type?: string;
  subtype?: string;
  isSidechain?: boolean;
  isMeta?: boolean;
  isCompactSummary?: boolean;
  agentId?: string;
  message?: { role?: string; content?: unknown };
};
type RecordedCase = { name: string; summary: string; messages: SummaryMessage[] };

/** A record's content as SummaryMessage blocks (a rough stand-in for the request builder's). */
function toBlocks(content: unknown): SummaryContentBlock[] {
  if (typeof content === "string") return [{ type: "text", text: content }];
  if (!Array.isArray(content)) return [];
  return content.flatMap((b: Record<string, unknown>): SummaryContentBlock[] => {
    if (b.type === "text" && typeof b.text === "string") return [{ type: "text", text: b.text }];
    if (b.type === "tool_use")
      return [{ type: "tool_use", id: String(b.id), name: String(b.name), input: b.input }];
    if (b.type !== "tool_result") return [];
    const inner = Array.isArray(b.content)
      ? (b.content as Record<string, unknown>[])
          .filter((c) => c.type === "text")
          .map((c) => ({ type: "text" as const, text: String(c.text) }))
      : String(b.content ?? "");
    return [
      {
        type: "tool_result",
        tool_use_id: String(b.tool_use_id),
        content: inner,
        is_error: b.is_error === true,
      },
    ];
  });
}

/**
 * Each recorded summary of the real fixtures with its thread's messages since the previous
 * one: a rough range (the request builder, built elsewhere, filters and merges more), enough
 * to see what the metrics say about real summaries.
 */
function recordedCases(): RecordedCase[] {
  if (!hasRealFixtures) return [];
  const cases: RecordedCase[] = [];
  for (const file of readdirSync(REAL_FIXTURES_DIR).filter((n) => n.endsWith(".jsonl"))) {
    // One range per thread: the main one and each agent's (compaction forks summarise too).
    const ranges = new Map<string, SummaryMessage[]>();
    let count = 0;
    for (const line of readFileSync(fixturePath(file), "utf8").split("\n")) {
      if (!line.startsWith("{")) continue;
      const r = JSON.parse(line) as RawRecord;
      if (r.isMeta === true) continue;
      const thread = r.isSidechain === true ? `agent:${r.agentId ?? ""}` : "main";
      const range = ranges.get(thread) ?? [];
      ranges.set(thread, range);
      if (r.isCompactSummary === true) {
        const text = toBlocks(r.message?.content)
          .map((b) => (b.type === "text" ? b.text : ""))
          .join("");
        cases.push({ name: `${file} #${++count}`, summary: text, messages: [...range] });
        range.length = 0;
      } else if ((r.type === "user" || r.type === "assistant") && r.message) {
        const content = toBlocks(r.message.content);
        if (content.length > 0) range.push({ role: r.type, content });
      }
    }
  }
  return cases;
}

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
