import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUMMARY_SECTIONS } from "../../compaction/summary-request/summary-sections";
import { defaultFakeSummary } from "./default-fake-script";
import {
  startFakeMessagesApi,
  type FakeMessagesApi,
  type RecordedRequest,
} from "./fake-messages-api";

const KEY = "sk-ant-fake-test";
let api: FakeMessagesApi;
let client: Anthropic;

beforeAll(async () => {
  api = await startFakeMessagesApi({ apiKey: KEY, countTokens: () => 500, maxInputTokens: 1_000 });
  client = new Anthropic({
    apiKey: KEY,
    authToken: null,
    baseURL: api.url,
    maxRetries: 0,
    logLevel: "off",
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setFallback({});
});

const BODY = {
  model: "claude-haiku-4-5",
  max_tokens: 100,
  messages: [{ role: "user" as const, content: "Hi" }],
};

const post = (path: string, body: string) =>
  fetch(`${api.url}${path}`, {
    method: "POST",
    body,
    headers: { "x-api-key": KEY, "content-type": "application/json" },
  });

describe("startFakeMessagesApi", () => {
  it("answers plain JSON with scripted text, tool_use blocks and usage", async () => {
    api.script({
      text: "Reading.",
      toolUses: [{ id: "toolu_x", name: "Read", input: { file_path: "/a.ts" } }],
      usage: { input_tokens: 9, output_tokens: 3 },
    });
    const message = await client.messages.create(BODY);
    expect(message.content).toEqual([
      { type: "text", text: "Reading." },
      { type: "tool_use", id: "toolu_x", name: "Read", input: { file_path: "/a.ts" } },
    ]);
    expect(message.stop_reason).toBe("tool_use");
    expect(message.usage).toMatchObject({ input_tokens: 9, output_tokens: 3 });
  });

  it("uses the queue in order, then the fallback, which may be a function of the request", async () => {
    api.script({ text: "first" }, { text: "second" });
    api.setFallback((request: RecordedRequest) => ({
      text: `fallback for ${(request.body as { model: string }).model}`,
    }));
    const texts = [];
    for (let i = 0; i < 3; i += 1) {
      const message = await client.messages.create(BODY);
      texts.push(message.content[0]?.type === "text" ? message.content[0].text : null);
    }
    expect(texts).toEqual(["first", "second", "fallback for claude-haiku-4-5"]);
  });

  it("records method, path, headers and body, never the key", async () => {
    await client.messages.create(BODY);
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v1/messages",
        hadApiKey: true,
        body: BODY,
      }),
    ]);
    expect(api.requests[0]?.headers).not.toHaveProperty("x-api-key");
    expect(JSON.stringify(api.requests)).not.toContain(KEY);
  });

  it("answers count_tokens with the scripted count", async () => {
    expect(
      await client.messages.countTokens({ model: BODY.model, messages: BODY.messages }),
    ).toEqual({ input_tokens: 500 });
  });

  it.each([
    [
      "a body without messages",
      "/v1/messages",
      JSON.stringify({ model: "m", max_tokens: 1 }),
      400,
      "invalid_request_error",
    ],
    [
      "a body without max_tokens",
      "/v1/messages",
      JSON.stringify({ model: "m", messages: [] }),
      400,
      "invalid_request_error",
    ],
    ["an unknown path", "/v1/complete", "{}", 404, "not_found_error"],
  ])("refuses %s as the API does", async (_name, path, body, status, type) => {
    const response = await post(path, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ type: "error", error: { type } });
  });

  it("answers prompt-too-long with the numbers when the input exceeds maxInputTokens", async () => {
    const fake = await startFakeMessagesApi({ countTokens: () => 1_234, maxInputTokens: 1_000 });
    try {
      const response = await fetch(`${fake.url}/v1/messages?beta=true`, {
        method: "POST",
        body: JSON.stringify(BODY),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toBe(
        "prompt is too long: 1234 tokens > 1000 maximum",
      );
    } finally {
      await fake.close();
    }
  });

  it("refuses another key with 401", async () => {
    const other = new Anthropic({
      apiKey: "other",
      authToken: null,
      baseURL: api.url,
      maxRetries: 0,
      logLevel: "off",
    });
    await expect(other.messages.create(BODY)).rejects.toMatchObject({ status: 401 });
  });
});

describe("the fake's control endpoints, for a driver in another process", () => {
  it("queues answers sent as JSON, lists and forgets recorded requests, and records none of its own", async () => {
    const queued = await fetch(`${api.url}/_fake/script`, {
      method: "POST",
      body: JSON.stringify([{ text: "scripted over HTTP" }, { error: { status: 529 } }]),
    });
    expect(await queued.json()).toEqual({ queued: 2 });
    const first = await client.messages.create(BODY);
    expect(first.content).toEqual([{ type: "text", text: "scripted over HTTP" }]);
    await expect(client.messages.create(BODY)).rejects.toMatchObject({ status: 529 });
    const listed = await (await fetch(`${api.url}/_fake/requests`)).json();
    expect(listed.requests.map((request: RecordedRequest) => request.body)).toEqual([BODY, BODY]);
    expect(await (await fetch(`${api.url}/_fake/requests`, { method: "DELETE" })).json()).toEqual({
      cleared: 2,
    });
    expect(api.requests).toEqual([]);
  });

  it("floods past max_tokens until the client closes, as a misbehaving model does", async () => {
    api.script({ text: "<summary>", flood: { text: "ignoring max_tokens ".repeat(50) } });
    const stream = await client.messages.create({ ...BODY, stream: true });
    let chars = 0;
    for await (const event of stream) {
      if (event.type === "content_block_delta" && event.delta.type === "text_delta")
        chars += event.delta.text.length;
      if (chars > 1_000_000) break;
    }
    expect(chars).toBeGreaterThan(BODY.max_tokens * 4 * 1_000);
    expect(await api.ended(0)).toBe("client-closed");
  });

  it("ends a flood at its maxBytes as if nothing were wrong, reporting the tokens it sent", async () => {
    api.script({ flood: { text: "x".repeat(1_000), maxBytes: 100_000 } });
    const message = await client.messages.stream(BODY).finalMessage();
    const text = message.content[0]?.type === "text" ? message.content[0].text : "";
    expect([text.length, message.usage.output_tokens, message.stop_reason]).toEqual([
      100_000,
      25_000,
      "end_turn",
    ]);
    await fetch(`${api.url}/_fake/script`, {
      method: "POST",
      body: JSON.stringify({ flood: { text: "y", maxBytes: 10, reportedOutputTokens: 7 } }),
    });
    const scripted = await client.messages.stream(BODY).finalMessage();
    expect(scripted.usage.output_tokens).toBe(7);
  });

  it.each([
    ["an unknown field", { txt: "typo" }],
    ["an error status that is not one", { error: { status: 200 } }],
  ])("refuses a script with %s, saying why", async (_name, body) => {
    const response = await fetch(`${api.url}/_fake/script`, {
      method: "POST",
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.type).toBe("invalid_request_error");
  });
});

describe("defaultFakeSummary", () => {
  it("keeps to the request's max_tokens", () => {
    const long = "word ".repeat(20_000);
    const body = (max_tokens: number) => ({
      max_tokens,
      messages: [{ role: "user", content: long }],
    });
    const record = (b: unknown): RecordedRequest => ({
      method: "POST",
      path: "/v1/messages",
      headers: {},
      hadApiKey: true,
      body: b,
    });
    expect(defaultFakeSummary(record(body(100_000))).text).toContain(long.trim());
    expect(defaultFakeSummary(record(body(2_000))).text?.length).toBeLessThanOrEqual(8_000);
  });

  const record = (body: unknown): RecordedRequest => ({
    method: "POST",
    path: "/v1/messages",
    headers: {},
    hadApiKey: true,
    body,
  });

  it.each([
    [
      "a conversation",
      {
        messages: [
          { role: "user", content: "Please rename foo" },
          {
            role: "assistant",
            content: [
              { type: "thinking", thinking: "x" },
              { type: "text", text: "Done." },
            ],
          },
        ],
      },
      "- Please rename foo",
    ],
    ["a body that is not a Messages body", "garbage", "- None in this range."],
  ])("writes the nine sections from %s", (_name, body, expected) => {
    const { text = "" } = defaultFakeSummary(record(body));
    for (const { title } of SUMMARY_SECTIONS) expect(text).toContain(`. ${title}:`);
    expect(text).toContain(expected);
    expect(text).toContain("fake Messages API");
  });
});
