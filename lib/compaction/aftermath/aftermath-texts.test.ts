import { describe, expect, it } from "vitest";
import { readAftermathTexts } from "./aftermath-texts";

const line = (record: unknown, n = 1) => ({ line: n, text: JSON.stringify(record) });

describe("readAftermathTexts", () => {
  it.each<[string, { line: number; text: string }, object]>([
    [
      "a typed message as a string",
      line({ type: "user", message: { content: "fix it" } }),
      { userText: [[1, "fix it"]] },
    ],
    [
      "a failed result's text blocks, joined",
      line({
        type: "user",
        message: {
          content: [
            {
              type: "tool_result",
              tool_use_id: "t1",
              is_error: true,
              content: [
                { type: "text", text: "a" },
                { type: "image" },
                { type: "text", text: "b" },
              ],
            },
          ],
        },
      }),
      { errorText: [["t1", "a\nb"]] },
    ],
    [
      "a shell command",
      line({
        type: "assistant",
        message: {
          content: [{ type: "tool_use", id: "t2", name: "Bash", input: { command: "ls" } }],
        },
      }),
      { command: [["t2", "ls"]] },
    ],
    ["a line that is not JSON", { line: 1, text: "{not json" }, {}],
    ["a record without a message", line({ type: "user" }), {}],
    [
      "an assistant's text is no user text",
      line({ type: "assistant", message: { content: "hi" } }),
      {},
    ],
  ])("%s", (_name, raw, expected) => {
    const texts = readAftermathTexts([raw]);
    expect({
      userText: [...texts.userText],
      errorText: [...texts.errorText],
      command: [...texts.command],
    }).toEqual({ userText: [], errorText: [], command: [], ...expected });
  });

  it("reads only the wanted lines", () => {
    const raw = [
      line({ type: "user", message: { content: "a" } }, 1),
      line({ type: "user", message: { content: "b" } }, 2),
    ];
    expect([...readAftermathTexts(raw, (n) => n === 2).userText]).toEqual([[2, "b"]]);
  });
});
