import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  estimateTokens,
  FAKE_ERRORS,
  formatSse,
  toErrorBody,
  toMessageBody,
  toSseEvents,
  type AnswerContext,
  type FakeAnswer,
  type FakeError,
} from "./fake-answer";

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

const SECRET_HEADERS = new Set(["x-api-key", "authorization"]);

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function recordHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (SECRET_HEADERS.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

function presentedKey(request: IncomingMessage): string | null {
  const key = request.headers["x-api-key"];
  if (typeof key === "string") return key;
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
  return bearer?.[1] ?? null;
}

function sendError(response: ServerResponse, error: FakeError): void {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (error.retryAfterSeconds !== undefined)
    headers["retry-after"] = String(error.retryAfterSeconds);
  // The SDK would retry 429/5xx on its own; a fake that says so keeps tests' retries explicit.
  headers["x-should-retry"] = "false";
  response.writeHead(error.status, headers).end(JSON.stringify(toErrorBody(error)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bodyField(body: unknown, field: string): unknown {
  return typeof body === "object" && body !== null
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

/** The 400 the API gives a body without model, max_tokens or messages; null when it is fine. */
function invalidMessagesBody(body: unknown, needsMaxTokens: boolean): FakeError | null {
  if (typeof bodyField(body, "model") !== "string")
    return { status: 400, message: "model: Field required" };
  if (!Array.isArray(bodyField(body, "messages")))
    return { status: 400, message: "messages: Field required" };
  if (needsMaxTokens && typeof bodyField(body, "max_tokens") !== "number")
    return { status: 400, message: "max_tokens: Field required" };
  return null;
}

async function streamAnswer(
  response: ServerResponse,
  answer: FakeAnswer,
  context: AnswerContext,
): Promise<void> {
  response.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  let textDeltas = 0;
  for (const event of toSseEvents(answer, context)) {
    if (response.destroyed) return;
    if (event.textDelta) {
      if (answer.dropAfterChunks !== undefined && textDeltas >= answer.dropAfterChunks) {
        // Flush what was written (the client has begun reading), then cut the socket.
        await new Promise((resolve) => response.write("", resolve));
        response.socket?.destroy();
        return;
      }
      if (answer.streamError && textDeltas >= answer.streamError.afterChunks) {
        response.end(formatSse({ event: "error", data: toErrorBody(answer.streamError.error) }));
        return;
      }
      textDeltas += 1;
      if (answer.chunkDelayMs) await sleep(answer.chunkDelayMs);
    }
    response.write(formatSse(event));
  }
  response.end();
}

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
    requests.push(recorded);
    ends.set(
      recorded,
      new Promise((resolve) =>
        response.on("close", () =>
          resolve(response.writableFinished ? "completed" : "client-closed"),
        ),
      ),
    );
    const path = recorded.path.split("?")[0];
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
