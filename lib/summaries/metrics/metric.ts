import type { CallsUntilNextCompaction } from "../../compaction/explain/calls-until-next-compaction";
import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";

/**
 * A summary metric (SPEC section 6): a pure function of one summary and the range it
 * summarised, with a definition a person can read one click away. Each metric is one file in
 * this folder and one line in `index.ts`.
 */
export type MetricInput = {
  /** The summary's text as the summarizer wrote it (analysis and summary tags included). */
  summary: string;
  summaryTokens: number;
  /** The summarised range as the request builder normalised it. */
  messages: SummaryMessage[];
  rangeTokens: number;
  /**
   * The engine's counterfactual for this summary, when the caller replayed with it
   * (`replaySession(model, { summaryAt: { atCall, tokens } })` then
   * `callsUntilNextCompaction(result, atCall)`); absent when not computed.
   */
  counterfactual?: CallsUntilNextCompaction;
  /**
   * The facts the session went on to need after the compaction (`aftermathReference`); null
   * at a point with no aftermath (a replayed one), absent when not computed.
   */
  reference?: ReferenceFact[] | null;
};

export type MetricValue = {
  /** The figure the table sorts and compares; null when it does not apply. */
  value: number | null;
  /** The figure as shown, such as "7 of 9" or "83% (10 of 12)". */
  display: string;
  /** What the figure is made of: the missed user messages, the invented paths, ... */
  items?: string[];
};

export type Metric = {
  id: string;
  label: string;
  /** One paragraph: how it is computed, its thresholds, what a higher value means. */
  definition: string;
  /** "higher" or "lower" is better; null for a figure with no better side. */
  better: "higher" | "lower" | null;
  /**
   * Whether the figure compares the summary with the range: such a metric is not computed for
   * an empty range (a recorded boundary at the start of a file, a forked summarizer whose
   * range is in another file) and answers `NOTHING_SUMMARISED` instead.
   */
  readsRange?: boolean;
  compute(input: MetricInput): MetricValue;
};

/** What a metric that reads the range answers when the range holds no message. */
export const NOTHING_SUMMARISED: MetricValue = {
  value: null,
  display: "n/a (nothing summarised in this file)",
};
