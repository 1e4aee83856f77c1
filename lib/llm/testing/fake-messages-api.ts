import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { fakeScriptSchema } from "./fake-answer-schema";
import {
  estimateTokens,
  FAKE_ERRORS,
  toMessageBody,
  type AnswerContext,
  type FakeAnswer,
  type FakeError,
} from "./fake-answer";
import {
  bodyField,
  invalidMessagesBody,
  presentedKey,
  readBody,
  recordHeaders,
  sendError,
  sleep,
  streamAnswer,
} from "./fake-http";

/**
 * A real HTTP server on 127.0.0.1 that speaks enough of the Messages API for the real
 * `@anthropic-ai/sdk` (and Claude Code itself, through ANTHROPIC_BASE_URL) to talk to it:
 * `POST /v1/messages` as JSON or server-sent events, `POST /v1/messages/count_tokens`, and
 * any error status on request. Answers are scripted (a queue, then a fallback answer or
 * function) and every request is recorded, so a test can assert what was sent.
 *
 * @example
 * const api = await startFakeMessagesApi({ fallback: { text: "<summary>...</summary>" } });
 * const client = new Anthropic({ apiKey: "test", baseURL: api.url });
 * // ... api.requests[0].body is the request the SDK sent
 * await api.close();
 */

export type RecordedRequest = {
  method: string;
  path: string;
  /** Lower-case names; `x-api-key` and `authorization` are left out (never recorded). */
  headers: Record<string, string>;
  /** Whether the request carried a key (x-api-key or a bearer token). */
  hadApiKey: boolean;
  /** The parsed JSON body; the raw text when it is not JSON; null when empty. */
  body: unknown;
};

/** How a request ended: answered in full, or the client closed the socket first. */
export type RequestEnd = "completed" | "client-closed";

export type FakeAnswerSource = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);

export type FakeMessagesApiOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Answers used in order, one per `POST /v1/messages`, before the fallback. */
  queue?: FakeAnswerSource[];
  /** The answer once the queue is empty (default: a short fixed text). */
  fallback?: FakeAnswerSource;
  /**
   * `POST /v1/messages/count_tokens`: a function of the body, `true` (an estimate of the body,
   * the default) or `false` to answer 404 as a server without the endpoint does.
   */
  countTokens?: boolean | ((body: unknown) => number | FakeError);
  /** When set, requests with another key get 401 as the API answers them. */
  apiKey?: string;
  /**
   * A model window: a messages request whose input (count-tokens' number, else the estimate)
   * exceeds it answers 400 "prompt is too long: N tokens > M maximum", as the API does, before
   * any scripted answer is used (for the prompt-too-long retry of seed 003).
   */
  maxInputTokens?: number;
};

export type FakeMessagesApi = {
  /** The base URL to give the SDK (`baseURL`) or Claude Code (`ANTHROPIC_BASE_URL`). */
  url: string;
  port: number;
  requests: RecordedRequest[];
  /** Appends answers to the queue. */
  script(...answers: FakeAnswerSource[]): void;
  /** Replaces the fallback answer. */
  setFallback(answer: FakeAnswerSource): void;
  /** Resolves when a recorded request (or the n-th, 0-based) has ended, with how it ended. */
  ended(request: RecordedRequest | number): Promise<RequestEnd>;
  close(): Promise<void>;
};

const CONTROL_PREFIX = "/_fake/";

export async function startFakeMessagesApi(
  options: FakeMessagesApiOptions = {},
): Promise<FakeMessagesApi> {
  const queue: FakeAnswerSource[] = [...(options.queue ?? [])];
  let fallback: FakeAnswerSource = options.fallback ?? {};
  const requests: RecordedRequest[] = [];
  // Keyed by the record itself: a caller may empty `requests` between tests.
  const ends = new WeakMap<RecordedRequest, Promise<RequestEnd>>();
  let messageCount = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const recorded: RecordedRequest = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      headers: recordHeaders(request),
      hadApiKey: presentedKey(request) !== null,
      body: await readBody(request),
    };
    ends.set(
      recorded,
      new Promise((resolve) =>
        response.on("close", () =>
          resolve(response.writableFinished ? "completed" : "client-closed"),
        ),
      ),
    );
    const path = recorded.path.split("?")[0];
    if (path?.startsWith(CONTROL_PREFIX)) return control(path, recorded, response);
    requests.push(recorded);
    if (
      recorded.method !== "POST" ||
      (path !== "/v1/messages" && path !== "/v1/messages/count_tokens")
    )
      return sendError(response, {
        status: 404,
        message: `${recorded.method} ${path} is not served by the fake Messages API.`,
      });
    if (options.apiKey !== undefined && presentedKey(request) !== options.apiKey)
      return sendError(response, { status: 401 });
    if (path === "/v1/messages/count_tokens") return countTokens(recorded.body, response);

    const invalid = invalidMessagesBody(recorded.body, true);
    if (invalid) return sendError(response, invalid);
    const inputTokens = countInput(recorded.body);
    if (options.maxInputTokens !== undefined && inputTokens > options.maxInputTokens)
      return sendError(response, FAKE_ERRORS.promptTooLong(inputTokens, options.maxInputTokens));
    const source = queue.shift() ?? fallback;
    const answer = typeof source === "function" ? source(recorded) : source;
    if (answer.delayMs) await sleep(answer.delayMs);
    if (response.destroyed) return;
    if (answer.error) return sendError(response, answer.error);
    messageCount += 1;
    const context: AnswerContext = {
      model: String(bodyField(recorded.body, "model")),
      messageId: `msg_fake${String(messageCount).padStart(6, "0")}`,
      estimatedInputTokens: inputTokens,
    };
    if (bodyField(recorded.body, "stream") === true) return streamAnswer(response, answer, context);
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(toMessageBody(answer, context)));
  }

  /**
   * The control endpoints, for a driver in another process (an e2e spec, the conformance lab):
   * `GET /_fake/requests` the recorded requests, `DELETE /_fake/requests` forgets them,
   * `POST /_fake/script` queues one answer or a list (JSON FakeAnswer). Never recorded.
   */
  function control(path: string, recorded: RecordedRequest, response: ServerResponse): void {
    const json = (status: number, body: unknown) =>
      void response
        .writeHead(status, { "content-type": "application/json" })
        .end(JSON.stringify(body));
    if (path === `${CONTROL_PREFIX}requests` && recorded.method === "GET")
      return json(200, { requests });
    if (path === `${CONTROL_PREFIX}requests` && recorded.method === "DELETE")
      return json(200, { cleared: requests.splice(0).length });
    if (path === `${CONTROL_PREFIX}script` && recorded.method === "POST") {
      const parsed = fakeScriptSchema.safeParse(recorded.body);
      if (!parsed.success)
        return sendError(response, { status: 400, message: z.prettifyError(parsed.error) });
      queue.push(...parsed.data);
      return json(200, { queued: parsed.data.length });
    }
    return sendError(response, {
      status: 404,
      message: `${recorded.method} ${path} is not a control endpoint.`,
    });
  }

  /** A body's input tokens: the count-tokens function's number when there is one, else the estimate. */
  function countInput(body: unknown): number {
    const counted = typeof options.countTokens === "function" ? options.countTokens(body) : null;
    return typeof counted === "number" ? counted : estimateInput(body);
  }

  function countTokens(body: unknown, response: ServerResponse): void {
    const setting = options.countTokens ?? true;
    if (setting === false) return sendError(response, { status: 404 });
    const invalid = invalidMessagesBody(body, false);
    if (invalid) return sendError(response, invalid);
    const counted = setting === true ? estimateInput(body) : setting(body);
    if (typeof counted !== "number") return sendError(response, counted);
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ input_tokens: counted }));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        sendError(response, { status: 500, message: `fake Messages API: ${String(error)}` });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    script: (...answers) => void queue.push(...answers),
    setFallback: (answer) => void (fallback = answer),
    ended: (request) => {
      const record = typeof request === "number" ? requests[request] : request;
      const end = record && ends.get(record);
      return end ?? Promise.reject(new Error(`No such request recorded: ${String(request)}.`));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The input tokens of a body nobody scripted: system, messages and tools at 4 characters a token. */
function estimateInput(body: unknown): number {
  return estimateTokens([
    bodyField(body, "system"),
    bodyField(body, "messages"),
    bodyField(body, "tools"),
  ]);
}
