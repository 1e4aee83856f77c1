import { describe, expect, it } from "vitest";
import { classifyRequest, lastUserText } from "./classify-request";

const PROMPT =
  "Your task is to create a detailed summary of the conversation so far, paying close attention";
const user = (content: unknown) => ({ role: "user", content });

describe("classifyRequest", () => {
  it.each([
    [
      "a summary prompt as the last user message's string",
      { model: "m", messages: [user("a"), user(PROMPT)] },
      "summary",
    ],
    [
      "a summary prompt in a text block after other blocks",
      {
        model: "m",
        messages: [user([{ type: "tool_result" }, { type: "text", text: PROMPT }])],
        tools: [{}],
      },
      "summary",
    ],
    [
      "a summary prompt followed by system-role messages",
      { model: "m", messages: [user(PROMPT), { role: "system", content: "reminder" }] },
      "summary",
    ],
    ["the driven model with tools", { model: "m", messages: [user("hi")], tools: [{}] }, "main"],
    [
      "the driven model with a [1m] suffix",
      { model: "m[1m]", messages: [user("hi")], tools: [{}] },
      "main",
    ],
    ["another model", { model: "haiku", messages: [user("hi")], tools: [{}] }, "side"],
    ["the driven model without tools", { model: "m", messages: [user("title?")] }, "side"],
    [
      "the prompt quoted in an earlier message only",
      { model: "m", messages: [user(PROMPT), user("next")], tools: [{}] },
      "main",
    ],
    ["not a messages body", "garbage", "side"],
    // 2.0.77 to 2.1.5 warm up their subagents with the driven model and tools (conformance lab).
    [
      "a subagent warm-up with the driven model and tools",
      {
        model: "m",
        messages: [user([{ type: "text", text: "Warmup", cache_control: {} }])],
        tools: [{}],
      },
      "side",
    ],
    [
      "a warm-up conversation that went on",
      { model: "m", messages: [user("Warmup"), user([{ type: "tool_result" }])], tools: [{}] },
      "side",
    ],
    [
      "a warm-up conversation's summarization request",
      { model: "m", messages: [user("Warmup"), user(PROMPT)] },
      "side",
    ],
    [
      "a main call whose later message says Warmup",
      { model: "m", messages: [user("hi"), user("Warmup")], tools: [{}] },
      "main",
    ],
  ])("%s is %s", (_name, body, kind) => {
    expect(classifyRequest(body, "m")).toBe(kind);
  });

  it("reads the last user-role message, skipping later system-role ones", () => {
    expect(
      lastUserText({
        messages: [
          user("one"),
          user([{ type: "text", text: "two" }]),
          { role: "system", content: "x" },
        ],
      }),
    ).toBe("two");
  });
});
