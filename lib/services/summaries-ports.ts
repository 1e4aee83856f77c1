import type { ReplayRequest } from "../compaction/replay-request-schema";
import type { SummaryRequest } from "../compaction/summary-request/summary-request-types";
import type { AppError } from "../errors";
import type { Summarizer, SummarizerProvider } from "../llm/summarizer";
import type { MetricInput, MetricValue } from "../summaries/metrics/metric";

/**
 * What the summaries service needs from the other parts of issue 9, as parameters: the real
 * ones are wired in `summaries.ts`, tests pass small fakes.
 */
export type BuildRequestOptions = {
  profile?: ReplayRequest["profile"];
  overrides?: ReplayRequest["overrides"];
  prompt?: string;
  customInstructions?: string;
};

export type BuiltRequest = {
  request: SummaryRequest;
  /** The summarised range's tokens (the request builder's estimate). */
  estimatedInputTokens: number;
};

/** The request builder's service: null or a 404 for an unknown transcript or point. */
export type BuildRequest = (
  transcriptId: string,
  point: string,
  options: BuildRequestOptions,
) => Promise<{ ok: true; value: BuiltRequest } | { ok: false; error: AppError } | null>;

/** The engine's counterfactual: calls until the next compaction had this summary been used. */
export type CountCallsUntilNextCompaction = (input: {
  transcriptId: string;
  point: string;
  summaryTokens: number;
  profile?: ReplayRequest["profile"];
  overrides?: ReplayRequest["overrides"];
}) => Promise<MetricValue | null>;

/** The metric id the counterfactual is stored under, beside the pure metrics. */
export const CALLS_UNTIL_NEXT_COMPACTION = "calls-until-next-compaction";

export type SummariesPorts = {
  buildRequest: BuildRequest;
  getSummarizer: (provider: SummarizerProvider) => Summarizer;
  computeMetrics: (input: MetricInput) => Record<string, MetricValue>;
  callsUntilNextCompaction?: CountCallsUntilNextCompaction;
  /** The summary the file recorded at this point (text as written), or null when none. */
  readRecordedSummary: (transcriptId: string, point: string) => Promise<string | null>;
  /** Tokens of a text whose count no API gave (the recorded summary). */
  estimateTokens: (text: string) => number;
};
