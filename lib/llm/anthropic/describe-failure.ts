import { APIConnectionError, APIConnectionTimeoutError, APIError } from "@anthropic-ai/sdk";
import { OutputBoundExceeded } from "../output-bound";
import type { SummarizerFailure } from "../summarizer";

/** What the summarizer knew when the call failed: whether it, not the API, ended the call. */
export type FailureContext = { cancelled: boolean; timedOut: boolean; timeoutMs: number };

/** "prompt is too long: 210000 tokens > 200000 maximum" (the API's words; seed 003 parses them). */
const PROMPT_TOO_LONG = /prompt is too long:\s*(\d+)\s*tokens\s*>\s*(\d+)\s*maximum/i;

/**
 * Seconds to wait from `retry-after-ms`, `retry-after` (seconds or an HTTP date), rounded up;
 * undefined when the answer says nothing usable.
 *
 * @example parseRetryAfter(new Headers({ "retry-after": "30" })) // 30
 */
export function parseRetryAfter(
  headers: Headers | undefined,
  now = Date.now(),
): number | undefined {
  const millis = Number(headers?.get("retry-after-ms") ?? Number.NaN);
  if (Number.isFinite(millis) && millis >= 0) return Math.ceil(millis / 1000);
  const value = headers?.get("retry-after")?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The token gap of a prompt-too-long message, or null when its numbers are not there. */
export function parsePromptTooLong(
  message: string,
): { tokens: number; maximum: number; gap: number } | null {
  const match = PROMPT_TOO_LONG.exec(message);
  if (!match) return null;
  const tokens = Number(match[1]);
  const maximum = Number(match[2]);
  return { tokens, maximum, gap: tokens - maximum };
}

function describeApiError(error: APIError): SummarizerFailure {
  const status = error.status;
  const said = error.apiMessage ?? error.message;
  const type = error.type ?? null;
  if (status === 401)
    return {
      code: "unauthorized",
      status,
      message: "The Anthropic API refused the key (401): check ANTHROPIC_API_KEY on the server.",
    };
  if (status === 403)
    return {
      code: "forbidden",
      status,
      message: `The key may not do this (403): ${said}. Check the key's workspace and model access.`,
    };
  if (status === 429 || type === "rate_limit_error") {
    const retryAfterSeconds = parseRetryAfter(error.headers);
    const wait = retryAfterSeconds === undefined ? "in a while" : `in ${retryAfterSeconds} s`;
    return {
      code: "rate_limited",
      status,
      retryAfterSeconds,
      message: `The Anthropic API's rate limit was hit (429): try again ${wait}.`,
    };
  }
  if (status === 529 || type === "overloaded_error")
    return {
      code: "overloaded",
      status: status ?? 529,
      message: "The Anthropic API is overloaded (529): try again in a minute.",
    };
  const tooLong = parsePromptTooLong(said);
  if (tooLong)
    return {
      code: "prompt_too_long",
      status,
      tokenGap: tooLong.gap,
      message: `The request is ${tooLong.tokens.toLocaleString("en-US")} tokens, ${tooLong.gap.toLocaleString("en-US")} over the model's ${tooLong.maximum.toLocaleString("en-US")} maximum: summarise a shorter range or use a model with a larger window.`,
    };
  if (status !== undefined && status >= 400 && status < 500)
    return {
      code: "invalid_request",
      status,
      message: `The Anthropic API refused the request (${status}): ${said}`,
    };
  return {
    code: "server_error",
    status,
    message: `The Anthropic API failed${status ? ` (${status})` : ""}: ${said}. Try again.`,
  };
}

/**
 * One failure value, with words for a person, for anything a call can end with: the API's
 * statuses, a timeout, the network, a cancel. Never throws.
 */
export function describeFailure(error: unknown, context: FailureContext): SummarizerFailure {
  if (context.cancelled) return { code: "cancelled", message: "The summary was cancelled." };
  if (error instanceof OutputBoundExceeded)
    return { code: "output_too_large", message: error.message };
  if (context.timedOut || error instanceof APIConnectionTimeoutError)
    return {
      code: "timeout",
      message: `The Anthropic API sent nothing for ${Math.round(context.timeoutMs / 1000)} s: try again, or summarise a shorter range.`,
    };
  if (error instanceof APIConnectionError)
    return {
      code: "network",
      message: `Could not reach the Anthropic API: ${error.cause instanceof Error ? error.cause.message : error.message}. Check ANTHROPIC_BASE_URL and the network.`,
    };
  if (error instanceof APIError) return describeApiError(error);
  const reason = error instanceof Error ? error.message : String(error);
  return {
    code: "network",
    message: `The connection to the Anthropic API broke before the summary finished (${reason}). Try again.`,
  };
}
