import { describe, expect, it } from "vitest";
import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import { PREVIEW_MESSAGE_CHARS, toPreviewRow, toRequestPreview } from "./request-preview";

const request = (count: number): SummaryRequest => ({
  model: "m",
  system: "s",
  max_tokens: 1,
  messages: Array.from({ length: count }, (_, i) => ({
    role: i % 2 === 0 ? "user" : "assistant",
    content:
      i === count - 1
        ? [
            { type: "text", text: "before" },
            { type: "text", text: "THE PROMPT" },
          ]
        : `m${i}`,
  })),
});

describe("toRequestPreview", () => {
  it.each([
    ["shows every message of a short request", 5, 3, [5, 0, 0, 5]],
    ["shows exactly 2 x shown without folding", 6, 3, [6, 0, 0, 6]],
    ["folds the middle of a long request: first 3, last 3", 41, 3, [3, 3, 35, 41]],
  ])("%s", (_rule, count, shown, [head, tail, hidden, total]) => {
    const preview = toRequestPreview(request(count), shown);
    expect([preview.head.length, preview.tail.length, preview.hidden, preview.total]).toEqual([
      head,
      tail,
      hidden,
      total,
    ]);
    expect(preview.head.length + preview.tail.length + preview.hidden).toBe(preview.total);
  });

  it("takes the prompt from the last user message's last text block", () => {
    expect(toRequestPreview(request(4), 3).prompt).toBe("THE PROMPT");
  });
});

describe("toPreviewRow", () => {
  it.each([
    ["a string as it is", "hello", "hello"],
    [
      "a tool call with its input",
      [{ type: "tool_use" as const, id: "t", name: "Read", input: { p: 1 } }],
      '[tool_use Read] {"p":1}',
    ],
    [
      "an error result marked as such",
      [
        {
          type: "tool_result" as const,
          tool_use_id: "t",
          content: [{ type: "text" as const, text: "boom" }],
          is_error: true,
        },
      ],
      "[tool_result error] boom",
    ],
  ])("renders %s as text", (_rule, content, text) => {
    expect(toPreviewRow({ role: "user", content }, 0).text).toBe(text);
  });

  it("cuts a long message and keeps its full length", () => {
    const row = toPreviewRow({ role: "user", content: "x".repeat(PREVIEW_MESSAGE_CHARS + 10) }, 0);
    expect([row.text.length, row.chars]).toEqual([
      PREVIEW_MESSAGE_CHARS + 1,
      PREVIEW_MESSAGE_CHARS + 10,
    ]);
  });
});
