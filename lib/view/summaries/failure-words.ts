import type { SummarizerFailureCode } from "@/lib/llm/summarizer";

/** What each failure means to a person and what to do about it. */
const WORDS: Record<SummarizerFailureCode | "interrupted", string> = {
  not_configured:
    "No Anthropic key is set on the server: set ANTHROPIC_API_KEY in its environment and restart it, or use the offline summarizer.",
  unauthorized: "Anthropic refused the key (401): check ANTHROPIC_API_KEY on the server.",
  forbidden:
    "The key may not use this model or endpoint (403): pick another model or check the key's permissions.",
  rate_limited: "Anthropic's rate limit was hit (429): wait and try again.",
  overloaded: "Anthropic is overloaded (529): try again in a moment.",
  server_error: "Anthropic answered with a server error (5xx): try again later.",
  timeout: "The call took too long and was stopped: try again, or a smaller point.",
  prompt_too_long:
    "The request is longer than the model's window, even after dropping the oldest rounds: try a model with a larger window.",
  invalid_request: "Anthropic rejected the request as invalid (400).",
  output_too_large:
    "The model wrote far more than the request's max_tokens allows; it was cut and nothing is kept: try again or another model.",
  network:
    "The server could not reach the Anthropic API: check ANTHROPIC_BASE_URL and the network.",
  cancelled: "Cancelled: nothing more will be written to it.",
  interrupted:
    "The server stopped while this summary was being written, so it was never finished: make it again.",
};

function isKnownCode(code: string): code is keyof typeof WORDS {
  return Object.hasOwn(WORDS, code);
}

/**
 * The sentence shown for a failed (or cancelled, or interrupted) summary: the code's own
 * words, with the retry-after a rate limit named and the server's message kept when it adds
 * something. An unknown code shows the server's message as is.
 *
 * @example
 * describeFailure({ code: "rate_limited", message: "retry after 30 s" })
 * // "Anthropic's rate limit was hit (429): wait and try again. (retry after 30 s)"
 */
export function describeFailure(failure: { code: string; message: string }): string {
  if (!isKnownCode(failure.code)) return failure.message || `Failed (${failure.code}).`;
  const words = WORDS[failure.code];
  const extra = failure.message.trim();
  if (extra === "" || words.includes(extra)) return words;
  return `${words} (${extra})`;
}
