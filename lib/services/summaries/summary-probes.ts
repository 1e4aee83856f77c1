import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import { JUDGE_PROMPT_VERSION } from "../../summaries/probes/judge-rubric";
import type { VariantProbes } from "../../contracts/summary-variant";
import type { Summarizer, SummarizerFailure } from "../../llm/summarizer";
import { generateProbes } from "../../summaries/probes/generate-probes";
import { parseJudgeVerdict } from "../../summaries/probes/parse-judge-verdict";
import { buildJudgeRequest, buildProbeAnswerRequest } from "../../summaries/probes/probe-requests";
import type { Probe, ProbeVerdict } from "../../summaries/probes/probe-types";

export type ProbeResult =
  | { probe: Probe; ok: true; answer: string; verdict: ProbeVerdict }
  | { probe: Probe; ok: false; answer: string | null; failure: { code: string; message: string } };

export type SummaryProbesOutcome = {
  results: ProbeResult[];
  /** Mean score (0 to 5) of the probes that were judged; null when none was. */
  score: number | null;
};

export type SummaryProbesInput = {
  summary: string;
  messages: SummaryMessage[];
  /** The point's aftermath reference set: its facts become the first probes. */
  reference?: readonly ReferenceFact[];
  /** Answers the probes from the summary alone. */
  answerer: Summarizer;
  answerModel: string;
  /** Scores the answers; the answerer when not given. */
  judge?: Summarizer;
  judgeModel: string;
  signal?: AbortSignal;
};

const failureOf = (failure: SummarizerFailure) => ({
  code: failure.code,
  message: failure.message,
});

async function runProbe(input: SummaryProbesInput, probe: Probe): Promise<ProbeResult> {
  const { answerer, judge = input.answerer, signal } = input;
  const answered = await answerer.summarize({
    request: buildProbeAnswerRequest(input.summary, probe, input.answerModel),
    signal,
  });
  if (!answered.ok) return { probe, ok: false, answer: null, failure: failureOf(answered.failure) };
  const answer = answered.value.text.trim();
  const judged = await judge.summarize({
    request: buildJudgeRequest(probe, answer, input.judgeModel),
    signal,
  });
  if (!judged.ok) return { probe, ok: false, answer, failure: failureOf(judged.failure) };
  const verdict = parseJudgeVerdict(judged.value.text);
  if (!verdict.ok)
    return {
      probe,
      ok: false,
      answer,
      failure: { code: "invalid_verdict", message: verdict.reason },
    };
  return { probe, ok: true, answer, verdict: verdict.value };
}

/**
 * Probe questions for one summary (with an API key): generates the probes from the point's
 * aftermath and the range,
 * asks a model to answer each from the summary alone, and a judge model to score each answer
 * against the range's reference on the rubric's six dimensions (0 to 5 each). Probes run one after another (a rate-limited key is the
 * usual case); a failed call is that probe's failure value, the others still run.
 *
 * @example
 * const { score, results } = await runSummaryProbes({ summary, messages, answerer, answerModel: "claude-haiku-4-5", judgeModel: "claude-sonnet-4-5" });
 */
export async function runSummaryProbes(input: SummaryProbesInput): Promise<SummaryProbesOutcome> {
  const results: ProbeResult[] = [];
  for (const probe of generateProbes(input.messages, input.reference))
    results.push(await runProbe(input, probe));
  const scores = results.flatMap((r) => (r.ok ? [r.verdict.score] : []));
  const score = scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
  return { results, score };
}

/**
 * The outcome of `runSummaryProbes` as a variant stores and the API answers it: one item a
 * probe with its answer, score and the judge's reasons (or what failed).
 *
 * @example
 * toVariantProbes(outcome, "claude-sonnet-4-6", new Date()).items[0] // { kind: "recall", question, expected, answer, score: 1, reason: "…", failure: null }
 */
export function toVariantProbes(
  outcome: SummaryProbesOutcome,
  model: string,
  probedAt: Date,
): VariantProbes {
  return {
    score: outcome.score,
    model,
    judgeVersion: JUDGE_PROMPT_VERSION,
    probedAt: probedAt.toISOString(),
    items: outcome.results.map((result) => ({
      id: result.probe.id,
      kind: result.probe.kind,
      source: result.probe.source,
      question: result.probe.question,
      expected: result.probe.expected,
      answer: result.answer,
      score: result.ok ? result.verdict.score : null,
      dimensions: result.ok ? result.verdict.dimensions : null,
      reason: result.ok ? result.verdict.reasons : result.failure.message,
      failure: result.ok ? null : result.failure,
    })),
  };
}
