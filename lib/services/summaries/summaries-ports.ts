import type { ProfileId } from "../../compaction/config/profiles";
import type { CallsUntilNextCompaction } from "../../compaction/explain/calls-until-next-compaction";
import type { ParsedReplayRequest } from "../../compaction/config/replay-request-schema";
import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import type { PointAftermath } from "./aftermath-reference-port";
import type { AppError } from "../../errors";
import type { Summarizer, SummarizerFailure, SummarizerProvider } from "../../llm/summarizer";
import type { MetricInput, MetricValue } from "../../summaries/metrics/metric";

/**
 * What the summaries service needs from the other capabilities (the request builder, the
 * counterfactual replay, ...), as parameters: the real ones are wired in `index.ts`, tests
 * pass small fakes.
 */
export type BuildRequestOptions = {
  profile?: ParsedReplayRequest["profile"];
  overrides?: ParsedReplayRequest["overrides"];
  prompt?: string;
  customInstructions?: string;
};

export type BuiltRequest = {
  request: SummaryRequest;
  /** The summarised range's tokens (the request builder's estimate). */
  estimatedInputTokens: number;
  /** The main-thread call the compaction happens before (for the counterfactual). */
  atCall?: number;
  /** How Claude Code would insert the summary (`insertedSummaryText`); raw tokens without them. */
  profile?: ProfileId;
  trigger?: "auto" | "manual";
  /** Files the compaction policy restores after the point (its post-compact context). */
  restoredFiles?: string[];
};

/** The request builder's service: null or a 404 for an unknown transcript or point. */
export type BuildRequest = (
  transcriptId: string,
  point: string,
  options: BuildRequestOptions,
) => Promise<{ ok: true; value: BuiltRequest } | { ok: false; error: AppError } | null>;

/**
 * The engine's counterfactual: the point's replay with this summary's tokens at its call
 * (`summaryAt`), then the calls until the next compaction; undefined when it cannot be told.
 */
export type ReplayCounterfactual = (input: {
  transcriptId: string;
  atCall: number;
  summaryTokens: number;
  profile?: ParsedReplayRequest["profile"];
  overrides?: ParsedReplayRequest["overrides"];
}) => Promise<CallsUntilNextCompaction | undefined>;

export type SummariesPorts = {
  buildRequest: BuildRequest;
  getSummarizer: (provider: SummarizerProvider) => Summarizer;
  computeMetrics: (input: MetricInput) => Record<string, MetricValue>;
  counterfactual?: ReplayCounterfactual;
  /**
   * The facts the session went on to need after a point (its aftermath reference set): null
   * at a point with no aftermath (replayed, or not the main thread's); absent: not scored.
   */
  aftermathReference?: (transcriptId: string, point: string) => Promise<ReferenceFact[] | null>;
  /**
   * A recorded point's reference set with its aftermath (what each fact cost): null at a point
   * with no aftermath; absent: a batch's aftermath table is not computed.
   */
  pointAftermath?: (transcriptId: string, point: string) => Promise<PointAftermath | null>;
  /** The summary the file recorded at this point (text as written), or null when none. */
  readRecordedSummary: (transcriptId: string, point: string) => Promise<string | null>;
  /**
   * The model that answers and judges probe questions (`getSummarizer("anthropic")`), or the
   * failure that says how to configure it; absent: probes are not available.
   */
  probeSummarizer?: () =>
    { ok: true; value: Summarizer } | { ok: false; failure: SummarizerFailure };
  /** Tokens of so many characters, where no API gave a count (the recorded summary, the range). */
  estimateTokens: (chars: number) => number;
};
