import { callsUntilNextCompaction } from "../compaction/calls-until-next-compaction";
import type { ReplayRequest } from "../compaction/replay-request-schema";
import type { ReplayResult } from "../compaction/replay-result";
import { callsUntilNextCompactionMetric } from "../summaries/metrics/calls-until-next-compaction";
import type { MetricValue } from "../summaries/metrics/metric";
import { atCallOfPoint } from "../summaries/point-call";

export type ReplayForCounterfactual = (
  id: string,
  request: ReplayRequest,
) => Promise<ReplayResult | null>;

export type CounterfactualInput = {
  transcriptId: string;
  point: string;
  summaryTokens: number;
  profile?: ReplayRequest["profile"];
  overrides?: ReplayRequest["overrides"];
};

/**
 * "Replayed calls until the next compaction had this summary been used", as the metric value
 * the comparison table shows: replays the transcript under the point's profile and overrides
 * (usually a stored result) to find the point's call, then again with `summaryAt` (stored
 * too: it is part of the cache key). Null for an unknown transcript or point. Pass
 * `replayTranscriptResult` (lib/services/replay.ts) as `replay`; tests pass the engine itself.
 *
 * @example
 * const count = createCountCallsUntilNextCompaction(replayTranscriptResult);
 * await count({ transcriptId, point: "recorded-abc", summaryTokens: 4_200 }) // { value: 41, display: "41 (at call 161)" }
 */
export function createCountCallsUntilNextCompaction(replay: ReplayForCounterfactual) {
  return async (input: CounterfactualInput): Promise<MetricValue | null> => {
    const base: ReplayRequest = {
      ...(input.profile === undefined ? {} : { profile: input.profile }),
      ...(input.overrides === undefined ? {} : { overrides: input.overrides }),
    };
    const plain = await replay(input.transcriptId, base);
    const atCall = plain === null ? null : atCallOfPoint(plain, input.point);
    if (atCall === null) return null;
    const summaryAt = { atCall, tokens: Math.max(0, Math.round(input.summaryTokens)) };
    const result = await replay(input.transcriptId, { ...base, summaryAt });
    if (result === null) return null;
    const counterfactual = callsUntilNextCompaction(result, atCall);
    return callsUntilNextCompactionMetric.compute({
      summary: "",
      summaryTokens: summaryAt.tokens,
      messages: [],
      rangeTokens: 0,
      counterfactual,
    });
  };
}
