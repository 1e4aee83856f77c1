import type { IncomingMessage, ServerResponse } from "node:http";
import {
  formatSse,
  toErrorBody,
  toSseEvents,
  type AnswerContext,
  FLOOD_MAX_BYTES,
  type FakeAnswer,
  type FakeError,
  type FakeFlood,
  type SseEvent,
} from "./fake-answer";

/** The fake Messages API's HTTP plumbing: bodies, headers, errors and the SSE writer. */

const SECRET_HEADERS = new Set(["x-api-key", "authorization"]);

export async function readBody(request: IncomingMessage): Promise<unknown> {
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

export function recordHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (SECRET_HEADERS.has(name) || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

export function presentedKey(request: IncomingMessage): string | null {
  const key = request.headers["x-api-key"];
  if (typeof key === "string") return key;
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "");
  return bearer?.[1] ?? null;
}

export function sendError(response: ServerResponse, error: FakeError): void {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (error.retryAfterSeconds !== undefined)
    headers["retry-after"] = String(error.retryAfterSeconds);
  // The SDK would retry 429/5xx on its own; a fake that says so keeps tests' retries explicit.
  headers["x-should-retry"] = "false";
  response.writeHead(error.status, headers).end(JSON.stringify(toErrorBody(error)));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function bodyField(body: unknown, field: string): unknown {
  return typeof body === "object" && body !== null
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

/** The 400 the API gives a body without model, max_tokens or messages; null when it is fine. */
export function invalidMessagesBody(body: unknown, needsMaxTokens: boolean): FakeError | null {
  if (typeof bodyField(body, "model") !== "string")
    return { status: 400, message: "model: Field required" };
  if (!Array.isArray(bodyField(body, "messages")))
    return { status: 400, message: "messages: Field required" };
  if (needsMaxTokens && typeof bodyField(body, "max_tokens") !== "number")
    return { status: 400, message: "max_tokens: Field required" };
  return null;
}

export async function streamAnswer(
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
  let flooded: number | null = null;
  for (const event of toSseEvents(answer, context)) {
    if (response.destroyed) return;
    // The text block comes first: its stop is where a flood goes on instead of stopping.
    if (answer.flood && flooded === null && event.event === "content_block_stop") {
      flooded = await flood(response, answer.flood, event);
      if (flooded === null) return;
    }
    if (answer.flood && event.event === "message_delta") {
      // It reports what it sent, not the cap the request asked for.
      const outputTokens =
        answer.flood.reportedOutputTokens ??
        Math.ceil(((answer.text ?? "").length + (flooded ?? 0)) / 4);
      response.write(formatSse(withOutputTokens(event, outputTokens)));
      continue;
    }
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

/**
 * Writes `flood.text` as text deltas of the block `stop` closes, again and again, waiting for
 * the socket to drain, until the client goes away (null) or `maxBytes` are sent (their count).
 */
async function flood(
  response: ServerResponse,
  { text, maxBytes = FLOOD_MAX_BYTES }: FakeFlood,
  stop: SseEvent,
): Promise<number | null> {
  const index = (stop.data as { index?: number }).index ?? 0;
  const delta = formatSse({
    event: "content_block_delta",
    data: { type: "content_block_delta", index, delta: { type: "text_delta", text } },
  });
  let sent = 0;
  while (sent < maxBytes) {
    if (response.destroyed || response.writableEnded) return null;
    sent += text.length;
    if (!response.write(delta))
      await new Promise<void>((resolve) => {
        response.once("drain", resolve);
        response.once("close", resolve);
      });
  }
  return sent;
}

function withOutputTokens(event: SseEvent, outputTokens: number): SseEvent {
  return { ...event, data: { ...event.data, usage: { output_tokens: outputTokens } } };
}
