import type { Usage } from "../model";
import type { CodexTokenUsage } from "./codex-schema";

/** What a `token_count` event says of one API call, once it is known to be one. */
export type CountedCall = { usage: Usage; contextTokens: number; contextWindow: number | null };

export type TokenCountInfo = {
  total_token_usage: CodexTokenUsage | null;
  last_token_usage: CodexTokenUsage | null;
  model_context_window: number | null;
};

/**
 * Tells real calls among a rollout's `token_count` events (FORMAT.md §11). Skipped: events
 * with `info: null` (rate limits only), an event repeating the one before it (Codex writes
 * many twice), an all-zero `last_token_usage` (written just before a compaction), and the
 * overflow marker (usage zero, `total_tokens` set to the window). `input_tokens` already
 * holds `cached_input_tokens`, so the split keeps their sum equal to `input_tokens`.
 *
 * @example
 * const counter = createTokenCounter();
 * counter.read(info) // a CountedCall, or null when the event is not a new call
 */
export function createTokenCounter() {
  let previous: TokenCountInfo | null = null;

  return {
    read(info: TokenCountInfo | null): CountedCall | null {
      const last = info?.last_token_usage ?? null;
      if (info === null || last === null) return null;
      const repeats =
        previous !== null &&
        sameUsage(previous.total_token_usage, info.total_token_usage) &&
        sameUsage(previous.last_token_usage, last);
      previous = info;
      if (repeats || isOverflowOrReset(last)) return null;
      return {
        usage: splitUsage(last),
        contextTokens: last.total_tokens,
        contextWindow: info.model_context_window,
      };
    },
  };
}

/**
 * No tokens sent and none received is no call: the all-zero reset before a compaction, or the
 * overflow marker whose `total_tokens` is the window (it only says the context was full).
 */
function isOverflowOrReset(last: CodexTokenUsage): boolean {
  return last.input_tokens === 0 && last.output_tokens === 0;
}

function splitUsage(last: CodexTokenUsage): Usage {
  const cached = Math.min(last.cached_input_tokens, last.input_tokens);
  const written = Math.min(last.cache_write_input_tokens, last.input_tokens - cached);
  return {
    inputTokens: last.input_tokens - cached - written,
    outputTokens: last.output_tokens,
    cacheCreationInputTokens: written,
    cacheReadInputTokens: cached,
    cacheCreation1hTokens: 0,
  };
}

function sameUsage(a: CodexTokenUsage | null, b: CodexTokenUsage | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.input_tokens === b.input_tokens &&
    a.cached_input_tokens === b.cached_input_tokens &&
    a.cache_write_input_tokens === b.cache_write_input_tokens &&
    a.output_tokens === b.output_tokens &&
    a.reasoning_output_tokens === b.reasoning_output_tokens &&
    a.total_tokens === b.total_tokens
  );
}
