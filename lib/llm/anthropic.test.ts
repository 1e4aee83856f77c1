import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SummaryRequest } from "../compaction/summary-request/summary-request-types";
import { createAnthropicSummarizer } from "./anthropic";
import { FAKE_ERRORS, type FakeAnswer } from "./testing/fake-answer";
import { startFakeMessagesApi, type FakeMessagesApi } from "./testing/fake-messages-api";

const API_KEY = "sk-ant-test-key-never-recorded";

const REQUEST: SummaryRequest = {
  model: "claude-sonnet-4-6",
  system: "You are a helpful AI assistant tasked with summarizing conversations.",
  messages: [
    { role: "user", content: "Fix the bug in src/a.ts" },
    {
      role: "assistant",
      content: [
        { type: "text", text: "Reading it." },
        { type: "tool_use", id: "toolu_1", name: "Read", input: { file_path: "/r/src/a.ts" } },
      ],
    },
    {
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "toolu_1", content: "export const a = 1;" },
        {
          type: "text",
          text: "Your task is to create a detailed summary of the conversation so far.",
        },
      ],
    },
  ],
  max_tokens: 20_000,
};

const SUMMARY =
  "<analysis>scratch</analysis>\n<summary>\n1. Primary Request and Intent:\n   - Fix the bug\n</summary>";

let api: FakeMessagesApi;
beforeAll(async () => {
  api = await startFakeMessagesApi({ apiKey: API_KEY });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setFallback({ text: SUMMARY });
});

const summarizer = (timeoutMs?: number) =>
  createAnthropicSummarizer({ apiKey: API_KEY, baseURL: api.url, timeoutMs });
const messageRequests = () => api.requests.filter((request) => request.path === "/v1/messages");

describe("createAnthropicSummarizer against the fake Messages API", () => {
  it("streams the text in pieces whose join is the final text, with output tokens so far", async () => {
    api.script({ text: SUMMARY, chunkSize: 10, usage: { output_tokens: 40 } });
    const pieces: { delta: string; outputTokens: number }[] = [];
    const outcome = await summarizer().summarize({
      request: REQUEST,
      onText: (delta, { outputTokens }) => pieces.push({ delta, outputTokens }),
    });
    expect(outcome.ok && outcome.value.text).toBe(SUMMARY);
    expect(pieces.length).toBe(Math.ceil(SUMMARY.length / 10));
    expect(pieces.map((piece) => piece.delta).join("")).toBe(SUMMARY);
    const counts = pieces.map((piece) => piece.outputTokens);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(outcome).toMatchObject({
      ok: true,
      value: { outputTokens: 40, stopReason: "end_turn", model: "claude-sonnet-4-6" },
    });
  });

  it("sends exactly the request it was given, streamed, with the key but never recorded", async () => {
    await summarizer().summarize({ request: REQUEST });
    const [sent] = messageRequests();
    expect(sent?.body).toEqual({ ...REQUEST, stream: true });
    expect(sent?.hadApiKey).toBe(true);
    expect(JSON.stringify(api.requests)).not.toContain(API_KEY);
    expect(sent?.headers["anthropic-version"]).toBeDefined();
  });

  it.each([
    [
      { type: "enabled", budget_tokens: 19_999, display: "updates" },
      { type: "enabled", budget_tokens: 19_999 },
    ],
    [{ type: "adaptive", display: "updates" }, { type: "adaptive" }],
  ] as const)("sends thinking %j as %j (display left out)", async (thinking, sentThinking) => {
    await summarizer().summarize({ request: { ...REQUEST, thinking } });
    expect(messageRequests()[0]?.body).toMatchObject({ thinking: sentThinking });
    expect(JSON.stringify(messageRequests()[0]?.body)).not.toContain("display");
  });

  it.each([
    ["count-tokens when the server offers it", true, 4_321],
    ["the usage input (plus cache) when count-tokens answers 404", false, 1_000 + 200 + 300],
  ])("takes input tokens from %s", async (_name, offered, expected) => {
    const fake = await startFakeMessagesApi({
      countTokens: offered ? () => 4_321 : false,
      fallback: {
        text: "ok",
        usage: {
          input_tokens: 1_000,
          cache_creation_input_tokens: 200,
          cache_read_input_tokens: 300,
        },
      },
    });
    try {
      const outcome = await createAnthropicSummarizer({ apiKey: "k", baseURL: fake.url }).summarize(
        { request: REQUEST },
      );
      expect(outcome).toMatchObject({ ok: true, value: { inputTokens: expected } });
      const counted = fake.requests.find((request) => request.path === "/v1/messages/count_tokens");
      expect(counted?.body).toEqual({
        model: REQUEST.model,
        system: REQUEST.system,
        messages: REQUEST.messages,
      });
    } finally {
      await fake.close();
    }
  });

  it("prices the call from the reported usage at the model's list price (lib/pricing)", async () => {
    api.script({ text: "ok", usage: { input_tokens: 10_000, output_tokens: 2_000 } });
    const outcome = await summarizer().summarize({ request: REQUEST });
    // Sonnet 4.x: $3 in, $15 out per million tokens.
    expect(outcome.ok && outcome.value.costUsd).toBeCloseTo((10_000 * 3 + 2_000 * 15) / 1e6, 10);
    expect(outcome.ok && outcome.value.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it.each([
    [
      "a flood of text that never ends, cut at max_tokens x 8 bytes",
      { flood: { text: "ignoring max_tokens ".repeat(20) } },
      100,
      /^The model sent more than 800 bytes \(8 bytes a token at most\), past the request's max_tokens of 100: cut at [\d,]+ bytes/,
      "client-closed",
    ],
    [
      "a tool input far past max_tokens, cut the same way",
      {
        text: "",
        toolUses: [{ name: "Read", input: { file_path: "x".repeat(5_000) } }],
      },
      100,
      /^The model sent more than 800 bytes/,
      // Its 5 KB may all be in the socket's buffers before the client stops reading.
      null,
    ],
    [
      "a short text whose usage says it is longer than max_tokens",
      { text: "short", usage: { output_tokens: 101 } },
      100,
      /^The model reported 101 output tokens, past the request's max_tokens of 100;/,
      "completed",
    ],
    [
      "a flood past the 4 MiB cap of a huge max_tokens",
      { flood: { text: "y".repeat(64 * 1024) } },
      1_000_000,
      /^The model sent more than 4,194,304 bytes \(4 MiB, the most any answer may take\), past the request's max_tokens of 1,000,000: cut at/,
      "client-closed",
    ],
  ])(
    "fails output_too_large on %s, and stops reading",
    async (_name, answer: FakeAnswer, maxTokens, message, end) => {
      api.script(answer);
      let streamed = 0;
      const outcome = await summarizer().summarize({
        request: { ...REQUEST, max_tokens: maxTokens },
        onText: (delta) => void (streamed += delta.length),
      });
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.failure.code).toBe("output_too_large");
      expect(outcome.failure.message).toMatch(message);
      expect(streamed).toBeLessThanOrEqual(Math.min(maxTokens * 8, 4 * 1024 * 1024));
      if (end !== null) expect(await api.ended(messageRequests()[0]!)).toBe(end);
    },
  );

  it("answers cancelled when the signal aborts mid-stream, and the server sees the socket close", async () => {
    api.script({ text: "x".repeat(2_000), chunkSize: 10, chunkDelayMs: 5 });
    const controller = new AbortController();
    let pieces = 0;
    const outcome = await summarizer().summarize({
      request: REQUEST,
      signal: controller.signal,
      onText: () => {
        pieces += 1;
        if (pieces === 3) controller.abort();
      },
    });
    expect(outcome).toEqual({
      ok: false,
      failure: { code: "cancelled", message: "The summary was cancelled." },
    });
    const index = api.requests.findIndex((request) => request.path === "/v1/messages");
    expect(await api.ended(index)).toBe("client-closed");
    expect(pieces).toBeLessThan(10);
  });

  const ERROR_CASES: [string, FakeAnswer, Record<string, unknown>][] = [
    [
      "401",
      { error: FAKE_ERRORS.unauthorized },
      { code: "unauthorized", status: 401, message: expect.stringContaining("ANTHROPIC_API_KEY") },
    ],
    [
      "403",
      { error: FAKE_ERRORS.forbidden },
      { code: "forbidden", status: 403, message: expect.stringContaining("(403)") },
    ],
    [
      "429 with retry-after",
      { error: FAKE_ERRORS.rateLimited(17) },
      {
        code: "rate_limited",
        status: 429,
        retryAfterSeconds: 17,
        message: expect.stringContaining("in 17 s"),
      },
    ],
    [
      "500",
      { error: FAKE_ERRORS.serverError },
      { code: "server_error", status: 500, message: expect.stringContaining("(500)") },
    ],
    [
      "529 overloaded",
      { error: FAKE_ERRORS.overloaded },
      { code: "overloaded", status: 529, message: expect.stringContaining("overloaded") },
    ],
    [
      "400 prompt too long",
      { error: FAKE_ERRORS.promptTooLong(212_345, 200_000) },
      {
        code: "prompt_too_long",
        status: 400,
        tokenGap: 12_345,
        message: expect.stringContaining("12,345 over the model's 200,000 maximum"),
      },
    ],
    [
      "400 other",
      { error: { status: 400, message: "max_tokens: too large" } },
      {
        code: "invalid_request",
        status: 400,
        message: expect.stringContaining("max_tokens: too large"),
      },
    ],
    [
      "an overloaded error event mid-stream",
      {
        text: "a".repeat(100),
        chunkSize: 10,
        streamError: { afterChunks: 2, error: FAKE_ERRORS.overloaded },
      },
      { code: "overloaded" },
    ],
    [
      "a connection dropped mid-stream",
      { text: "a".repeat(100), chunkSize: 10, dropAfterChunks: 2 },
      { code: "network", message: expect.stringContaining("broke before the summary finished") },
    ],
  ];

  it.each(ERROR_CASES)(
    "maps %s to its code and words, without retrying",
    async (_name, answer, failure) => {
      api.script(answer);
      const outcome = await summarizer().summarize({ request: REQUEST });
      expect(outcome).toEqual({ ok: false, failure: expect.objectContaining(failure) });
      expect(messageRequests()).toHaveLength(1);
    },
  );

  it("maps a wrong key, as the API answers it, to unauthorized", async () => {
    const outcome = await createAnthropicSummarizer({
      apiKey: "wrong",
      baseURL: api.url,
    }).summarize({ request: REQUEST });
    expect(outcome).toMatchObject({ ok: false, failure: { code: "unauthorized" } });
  });

  it.each([
    ["before the first byte", { delayMs: 2_000 } satisfies FakeAnswer],
    [
      "between two events",
      { text: "a".repeat(50), chunkSize: 10, chunkDelayMs: 2_000 } satisfies FakeAnswer,
    ],
  ])("times out when the API is silent %s", async (_name, answer) => {
    api.script(answer);
    const started = Date.now();
    const outcome = await summarizer(300).summarize({ request: REQUEST });
    expect(outcome).toMatchObject({ ok: false, failure: { code: "timeout" } });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers network when nothing listens at the base URL", async () => {
    const closed = await startFakeMessagesApi();
    await closed.close();
    const outcome = await createAnthropicSummarizer({ apiKey: "k", baseURL: closed.url }).summarize(
      { request: REQUEST },
    );
    expect(outcome).toMatchObject({
      ok: false,
      failure: { code: "network", message: expect.stringContaining("Could not reach") },
    });
  });

  it("answers cancelled without a request when the signal is already aborted", async () => {
    const outcome = await summarizer().summarize({ request: REQUEST, signal: AbortSignal.abort() });
    expect(outcome).toMatchObject({ ok: false, failure: { code: "cancelled" } });
    expect(api.requests).toHaveLength(0);
  });
});
