import { describe, expect, it } from "vitest";
import { estimateMessageTokens } from "./estimate-message-tokens";
import type { SummaryMessage } from "./summary-request-types";

describe("estimateMessageTokens: seed 002's length/4", () => {
  it.each<[string, SummaryMessage, number]>([
    ["a string", { role: "user", content: "x".repeat(400) }, 100],
    [
      "text blocks add up",
      {
        role: "user",
        content: [
          { type: "text", text: "x".repeat(200) },
          { type: "text", text: "y".repeat(200) },
        ],
      },
      100,
    ],
    [
      "a tool call counts its name and JSON input",
      {
        role: "assistant",
        content: [{ type: "tool_use", id: "t", name: "Read", input: { a: "x".repeat(388) } }],
      },
      100,
    ],
    [
      "a tool result counts its text blocks",
      {
        role: "user",
        content: [
          {
            type: "tool_result",
            tool_use_id: "t",
            content: [{ type: "text", text: "x".repeat(400) }],
          },
        ],
      },
      100,
    ],
    ["an empty message is 0", { role: "user", content: "" }, 0],
  ])("%s", (_rule, message, tokens) => {
    expect(estimateMessageTokens(message, 4)).toBe(tokens);
  });
});
