import { describe, expect, it } from "vitest";
import type { ConversationRow } from "./conversation-rows";
import { describeConversationCounts } from "./conversation-counts";

const message = (line: number): ConversationRow => ({
  kind: "message",
  node: line,
  line,
  speaker: "user",
  title: "User",
  thread: null,
  isMeta: false,
  timestamp: null,
});
const separator = (line: number, hasText: boolean): ConversationRow => ({
  kind: "separator",
  node: line,
  line,
  title: hasText ? "Compact summary" : "Compacted (auto)",
  figures: [],
  hasText,
  isBoundary: !hasText,
  note: null,
  thread: null,
});

describe("describeConversationCounts", () => {
  it.each([
    ["one message", [message(1)], null, "1 message, 0 compactions."],
    [
      "boundaries count as compactions, their summaries do not",
      [message(1), separator(2, false), separator(3, true), message(4)],
      null,
      "2 messages, 1 compaction.",
    ],
    [
      "the row a line lands on",
      [message(1), message(5), message(9)],
      7,
      "3 messages, 0 compactions. Showing line 5.",
    ],
  ])("%s", (_name, rows, line, expected) => {
    expect(describeConversationCounts(rows, line)).toBe(expected);
  });
});
