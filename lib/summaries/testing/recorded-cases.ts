import { readdirSync, readFileSync } from "node:fs";
import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../../compaction/summary-request/summary-request-types";
import {
  fixturePath,
  hasRealFixtures,
  REAL_FIXTURES_DIR,
} from "../../transcript/testing/real-fixtures";

type RawRecord = {
  type?: string;
  subtype?: string;
  isSidechain?: boolean;
  isMeta?: boolean;
  isCompactSummary?: boolean;
  agentId?: string;
  message?: { role?: string; content?: unknown };
};
export type RecordedCase = { name: string; summary: string; messages: SummaryMessage[] };

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
export function recordedCases(): RecordedCase[] {
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
