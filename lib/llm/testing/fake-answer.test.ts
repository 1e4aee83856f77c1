import { describe, expect, it } from "vitest";
import { FAKE_ERRORS, toErrorBody, toSseEvents, type FakeAnswer } from "./fake-answer";

const context = { model: "claude-test", messageId: "msg_fake000001", estimatedInputTokens: 42 };

function textOf(answer: FakeAnswer): string {
  return toSseEvents(answer, context)
    .flatMap(({ data }) => {
      const delta = (data as { delta?: { type?: string; text?: string } }).delta;
      return delta?.type === "text_delta" ? [delta.text ?? ""] : [];
    })
    .join("");
}

describe("toSseEvents", () => {
  it.each([
    ["one chunk", { text: "short", chunkSize: 100 }, 1],
    ["several chunks", { text: "abcdefghij", chunkSize: 3 }, 4],
  ])("streams the text in chunkSize pieces that join to the text (%s)", (_name, answer, deltas) => {
    const events = toSseEvents(answer, context);
    expect(events.filter((event) => event.textDelta)).toHaveLength(deltas);
    expect(textOf(answer)).toBe(answer.text);
  });

  it("orders events as the API does, with usage on message_start and message_delta", () => {
    const events = toSseEvents({ text: "hi", usage: { output_tokens: 7 } }, context);
    expect(events.map((event) => event.event)).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(events[0]?.data).toMatchObject({
      message: { usage: { input_tokens: 42, output_tokens: 1 } },
    });
    expect(events[4]?.data).toMatchObject({ usage: { output_tokens: 7 } });
  });

  it.each([
    [
      "api",
      {
        input_tokens: 9,
        output_tokens: 1,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
      },
      { output_tokens: 2 },
    ],
    ["no-cache", { input_tokens: 9, output_tokens: 1 }, { output_tokens: 2 }],
    ["delta", { input_tokens: 0, output_tokens: 0 }, { input_tokens: 9, output_tokens: 2 }],
  ] as const)("reports usage shaped as %s", (usageShape, start, delta) => {
    const events = toSseEvents(
      { text: "ok", usage: { input_tokens: 9, output_tokens: 2 }, usageShape },
      context,
    );
    const usageOf = (name: string) => {
      const data = events.find((e) => e.event === name)?.data as {
        usage?: object;
        message?: { usage?: object };
      };
      return data.message?.usage ?? data.usage;
    };
    expect(usageOf("message_start")).toEqual(start);
    expect(usageOf("message_delta")).toEqual(delta);
  });

  it("streams a tool_use block as input_json_delta pieces and stops for tool_use", () => {
    const events = toSseEvents(
      { toolUses: [{ name: "Read", input: { file_path: "/a.ts" } }] },
      context,
    );
    const json = events
      .map(({ data }) => (data as { delta?: { partial_json?: string } }).delta?.partial_json ?? "")
      .join("");
    expect(JSON.parse(json)).toEqual({ file_path: "/a.ts" });
    expect(events.at(-2)?.data).toMatchObject({ delta: { stop_reason: "tool_use" } });
  });
});

describe("toErrorBody", () => {
  it.each([
    [FAKE_ERRORS.unauthorized, "authentication_error"],
    [FAKE_ERRORS.forbidden, "permission_error"],
    [FAKE_ERRORS.rateLimited(5), "rate_limit_error"],
    [FAKE_ERRORS.serverError, "api_error"],
    [FAKE_ERRORS.overloaded, "overloaded_error"],
    [FAKE_ERRORS.promptTooLong(210_000, 200_000), "invalid_request_error"],
  ])("gives status %o the API's error type %s", (error, type) => {
    expect(toErrorBody(error).error.type).toBe(type);
  });

  it("words prompt-too-long as the API does", () => {
    expect(toErrorBody(FAKE_ERRORS.promptTooLong(210_000, 200_000)).error.message).toBe(
      "prompt is too long: 210000 tokens > 200000 maximum",
    );
  });
});
