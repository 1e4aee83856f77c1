import type { SummaryRequest } from "../compaction/summary-request/summary-request-types";

/**
 * One small interface for every provider (STYLE: providers behind one interface, a test double
 * beside them). A summarizer takes the exact request the request builder made and answers the
 * summary's raw text; expected failures are values, never throws.
 */
export type SummarizerProvider = "anthropic" | "offline" | "baseline";

export type SummarizeInput = {
  request: SummaryRequest;
  /** Aborts the call; the answer is then `{ ok: false, failure: { code: "cancelled" } }`. */
  signal?: AbortSignal;
  /** Each piece of text as it arrives, with the output tokens counted so far. */
  onText?: (delta: string, progress: { outputTokens: number }) => void;
  /** Files the compaction policy restores at the point (the baseline with no summary reads them). */
  restoredFiles?: readonly string[];
};

export type SummarizeSuccess = {
  text: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  stopReason: string | null;
  latencyMs: number;
  /** USD at list price (lib/pricing); null when the model has no price. */
  costUsd: number | null;
};

export type SummarizerFailureCode =
  | "not_configured"
  | "unauthorized"
  | "forbidden"
  | "rate_limited"
  | "overloaded"
  | "server_error"
  | "timeout"
  | "prompt_too_long"
  /** The model sent more than the request's max_tokens (or its byte bound) allows. */
  | "output_too_large"
  | "invalid_request"
  | "network"
  | "cancelled";

export type SummarizerFailure = {
  code: SummarizerFailureCode;
  /** Words for a person: what happened and what to do. */
  message: string;
  status?: number;
  retryAfterSeconds?: number;
  /** prompt_too_long: the gap the API reported, when it said "N tokens > M maximum". */
  tokenGap?: number;
};

export type SummarizeOutcome =
  { ok: true; value: SummarizeSuccess } | { ok: false; failure: SummarizerFailure };

export type Summarizer = {
  provider: SummarizerProvider;
  summarize(input: SummarizeInput): Promise<SummarizeOutcome>;
};
