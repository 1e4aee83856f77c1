/**
 * What the fake Messages API answers to one request, and how that answer becomes the API's
 * JSON body or its server-sent events. Pure: the server (fake-messages-api.ts) only writes
 * what these functions return, so the shapes are testable without a socket.
 */

export type FakeUsage = {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
};

/**
 * How the usage is reported: as the API does (`api`: the whole usage in `message_start`, the
 * output again in `message_delta`), or as proxies in front of other vendors' models do:
 * `no-cache` leaves the cache fields out, `delta` sends zeros in `message_start` and the whole
 * usage in `message_delta` (an OpenAI-style stream knows its usage only at the end).
 */
export const USAGE_SHAPES = ["api", "no-cache", "delta"] as const;
export type UsageShape = (typeof USAGE_SHAPES)[number];

export type FakeToolUse = { id?: string; name: string; input: Record<string, unknown> };

/** An error the fake answers with, in the API's own `{ type: "error", error }` shape. */
export type FakeError = {
  status: number;
  /** The API's error type; derived from the status when absent (see errorTypeFor). */
  type?: string;
  message?: string;
  /** Sent as the `retry-after` header (seconds). */
  retryAfterSeconds?: number;
};

export type FakeAnswer = {
  /** The assistant's text; "" for none. Defaults to a short fixed sentence. */
  text?: string;
  toolUses?: FakeToolUse[];
  /** Scripted usage; input defaults to an estimate of the request, output to text length / 4. */
  usage?: Partial<FakeUsage>;
  /** How the usage is reported (default `api`). */
  usageShape?: UsageShape;
  stopReason?: string;
  /** Answers with this error instead of a message. */
  error?: FakeError;
  /** Waits this long before any byte of the answer (a client timeout shorter than it fires). */
  delayMs?: number;
  /** Streaming: characters per text delta (default 16) and the pause between deltas (default 0). */
  chunkSize?: number;
  chunkDelayMs?: number;
  /** Streaming: destroys the socket after this many text deltas (a dropped connection). */
  dropAfterChunks?: number;
  /** Streaming: sends an `error` event (e.g. overloaded) after this many text deltas. */
  streamError?: { afterChunks: number; error: FakeError };
  /**
   * Streaming: a model that ignores max_tokens. After `text` (if any), sends `flood.text` as
   * deltas again and again until the client closes the stream or `maxBytes` (default
   * FLOOD_MAX_BYTES) have gone, then ends the message as if nothing were wrong, reporting the
   * output tokens it sent (`flood.reportedOutputTokens` when scripted).
   */
  flood?: FakeFlood;
};

export type FakeFlood = { text: string; maxBytes?: number; reportedOutputTokens?: number };

/** A flood stops by itself here if the client never does: far past any request's max_tokens. */
export const FLOOD_MAX_BYTES = 64 * 1024 * 1024;

export const DEFAULT_FAKE_TEXT = "This is the fake Messages API's answer.";

const ERROR_TYPES: Record<number, string> = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  413: "request_too_large",
  429: "rate_limit_error",
  500: "api_error",
  529: "overloaded_error",
};

const ERROR_MESSAGES: Record<string, string> = {
  invalid_request_error: "Invalid request.",
  authentication_error: "invalid x-api-key",
  permission_error: "Your API key does not have permission to use the specified resource.",
  not_found_error: "Not found.",
  request_too_large: "Request exceeds the maximum allowed number of bytes.",
  rate_limit_error: "Number of request tokens has exceeded your per-minute rate limit.",
  api_error: "Internal server error",
  overloaded_error: "Overloaded",
};

export function errorTypeFor(error: FakeError): string {
  return error.type ?? ERROR_TYPES[error.status] ?? "api_error";
}

/** The body the API answers an error with. */
export function toErrorBody(error: FakeError): {
  type: "error";
  error: { type: string; message: string };
} {
  const type = errorTypeFor(error);
  return { type: "error", error: { type, message: error.message ?? ERROR_MESSAGES[type] ?? type } };
}

/** Ready-made errors for the statuses callers test most. */
export const FAKE_ERRORS = {
  unauthorized: { status: 401 },
  forbidden: { status: 403 },
  rateLimited: (retryAfterSeconds = 30): FakeError => ({ status: 429, retryAfterSeconds }),
  serverError: { status: 500 },
  overloaded: { status: 529 },
  /** The API's own words (seed 003's prompt-too-long path parses the numbers). */
  promptTooLong: (tokens: number, maximum: number): FakeError => ({
    status: 400,
    message: `prompt is too long: ${tokens} tokens > ${maximum} maximum`,
  }),
} satisfies Record<string, FakeError | ((...args: never[]) => FakeError)>;

/** A rough count (4 characters a token) for usage numbers nobody scripted. */
export function estimateTokens(value: unknown): number {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "");
  return Math.ceil(text.length / 4);
}

type ContentBlock =
  | { type: "text"; text: string }
  | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

export type AnswerContext = { model: string; messageId: string; estimatedInputTokens: number };

function contentOf(answer: FakeAnswer, messageId: string): ContentBlock[] {
  const text = answer.text ?? (answer.toolUses?.length || answer.flood ? "" : DEFAULT_FAKE_TEXT);
  // A flood goes on in the text block, so it has one even when empty.
  const blocks: ContentBlock[] = text || answer.flood ? [{ type: "text", text }] : [];
  answer.toolUses?.forEach((tool, index) =>
    blocks.push({
      type: "tool_use",
      id: tool.id ?? `toolu_${messageId.slice(4)}_${index}`,
      name: tool.name,
      input: tool.input,
    }),
  );
  return blocks;
}

function usageOf(
  answer: FakeAnswer,
  content: ContentBlock[],
  inputEstimate: number,
): Partial<FakeUsage> & Pick<FakeUsage, "input_tokens" | "output_tokens"> {
  const full = {
    input_tokens: answer.usage?.input_tokens ?? inputEstimate,
    output_tokens: answer.usage?.output_tokens ?? estimateTokens(content),
    cache_creation_input_tokens: answer.usage?.cache_creation_input_tokens ?? 0,
    cache_read_input_tokens: answer.usage?.cache_read_input_tokens ?? 0,
  };
  if (answer.usageShape !== "no-cache" && answer.usageShape !== "delta") return full;
  return { input_tokens: full.input_tokens, output_tokens: full.output_tokens };
}

/** The plain JSON body of a `POST /v1/messages` answer. */
export function toMessageBody(answer: FakeAnswer, context: AnswerContext) {
  const content = contentOf(answer, context.messageId);
  const hasTools = content.some((block) => block.type === "tool_use");
  return {
    id: context.messageId,
    type: "message" as const,
    role: "assistant" as const,
    model: context.model,
    content,
    stop_reason: answer.stopReason ?? (hasTools ? "tool_use" : "end_turn"),
    stop_sequence: null,
    usage: usageOf(answer, content, context.estimatedInputTokens),
  };
}

export type SseEvent = { event: string; data: object; textDelta?: boolean };

function chunk(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let start = 0; start < text.length; start += size)
    pieces.push(text.slice(start, start + size));
  return pieces;
}

/**
 * The server-sent events of a streamed answer, in the API's order: `message_start` (with
 * usage, output_tokens included), per block `content_block_start`, deltas and
 * `content_block_stop`, then `message_delta` with the final output tokens and `message_stop`.
 */
export function toSseEvents(answer: FakeAnswer, context: AnswerContext): SseEvent[] {
  const message = toMessageBody(answer, context);
  const size = Math.max(1, answer.chunkSize ?? 16);
  const events: SseEvent[] = [
    {
      event: "message_start",
      data: {
        type: "message_start",
        message: {
          ...message,
          content: [],
          stop_reason: null,
          usage:
            answer.usageShape === "delta"
              ? { input_tokens: 0, output_tokens: 0 }
              : { ...message.usage, output_tokens: Math.min(1, message.usage.output_tokens) },
        },
      },
    },
  ];
  message.content.forEach((block, index) => {
    const start = block.type === "text" ? { type: "text", text: "" } : { ...block, input: {} };
    events.push({
      event: "content_block_start",
      data: { type: "content_block_start", index, content_block: start },
    });
    const deltas =
      block.type === "text"
        ? chunk(block.text, size).map((text) => ({ type: "text_delta", text }))
        : chunk(JSON.stringify(block.input), size).map((partial_json) => ({
            type: "input_json_delta",
            partial_json,
          }));
    for (const delta of deltas)
      events.push({
        event: "content_block_delta",
        data: { type: "content_block_delta", index, delta },
        textDelta: delta.type === "text_delta",
      });
    events.push({ event: "content_block_stop", data: { type: "content_block_stop", index } });
  });
  events.push(
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: message.stop_reason, stop_sequence: null },
        usage:
          answer.usageShape === "delta"
            ? message.usage
            : { output_tokens: message.usage.output_tokens },
      },
    },
    { event: "message_stop", data: { type: "message_stop" } },
  );
  return events;
}

export function formatSse({ event, data }: SseEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}
