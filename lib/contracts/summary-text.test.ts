import { describe, expect, it } from "vitest";
import { MAX_SUMMARY_CHARS, toSummaryText } from "./summary-text";

const line = (content: unknown) =>
  JSON.stringify({ type: "user", isCompactSummary: true, message: { role: "user", content } });

describe("toSummaryText", () => {
  it.each([
    [
      "a string content",
      line("This session is being continued..."),
      "This session is being continued...",
    ],
    [
      "text blocks joined, other blocks left out",
      line([
        { type: "text", text: "A" },
        { type: "image", source: {} },
        { type: "text", text: "B" },
      ]),
      "A\n\nB",
    ],
    [
      "markup as plain text",
      line("<script>window.__pwned=1</script>"),
      "<script>window.__pwned=1</script>",
    ],
    ["a line with a BOM", `\uFEFF${line("x")}`, "x"],
    [
      "a Codex compacted line's message (local compaction)",
      JSON.stringify({ timestamp: "t", type: "compacted", payload: { message: "Handoff: done" } }),
      "Handoff: done",
    ],
    [
      "a Gemini CLI compression's state snapshot in the replaced message list",
      JSON.stringify({
        $set: {
          messages: [
            { id: "c", type: "user", content: [{ text: "<session_context>" }] },
            { id: "s", type: "user", content: [{ text: "<state_snapshot>goal</state_snapshot>" }] },
          ],
        },
      }),
      "<state_snapshot>goal</state_snapshot>",
    ],
  ])("reads %s", (_, raw, text) => {
    expect(toSummaryText(raw)).toEqual({ ok: true, text, chars: text.length, isCut: false });
  });

  it.each([
    ["not JSON", "{oops", /not valid JSON/],
    ["no message", JSON.stringify({ type: "user" }), /no message content/],
    ["content of the wrong type", line(42), /no message content/],
    [
      "a Gemini CLI message list without a snapshot",
      JSON.stringify({ $set: { messages: [{ type: "user", content: [{ text: "hi" }] }] } }),
      /no message content/,
    ],
  ])("explains a line that is %s", (_, raw, reason) => {
    const result = toSummaryText(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });

  it("cuts a summary past the limit and says how long it was", () => {
    const result = toSummaryText(line("a".repeat(MAX_SUMMARY_CHARS + 10)));
    expect(result).toMatchObject({ ok: true, chars: MAX_SUMMARY_CHARS + 10, isCut: true });
    if (result.ok) expect(result.text).toHaveLength(MAX_SUMMARY_CHARS);
  });
});
