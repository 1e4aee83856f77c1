import type { SummaryRequest } from "../../compaction/summary-request/summary-request-types";
import { JUDGE_SYSTEM_PROMPT } from "./judge-rubric";
import type { Probe } from "./probe-types";

/** Output caps: an answer is a few sentences, a verdict one JSON object. */
const PROBE_ANSWER_MAX_TOKENS = 1_024;
const PROBE_JUDGE_MAX_TOKENS = 512;

/**
 * The request asking a model to answer a probe from the summary alone: the summary is all it
 * sees, as a continuing session would.
 *
 * @example
 * buildProbeAnswerRequest("Summary: ...", probe, "claude-haiku-4-5").messages.length // 1
 */
export function buildProbeAnswerRequest(
  summary: string,
  probe: Probe,
  model: string,
): SummaryRequest {
  return {
    model,
    system:
      "You are continuing a coding session from a summary of its earlier part. Answer the " +
      "question using only the summary. If the summary does not say, answer exactly: NOT IN SUMMARY.",
    messages: [
      { role: "user", content: `<summary>\n${summary}\n</summary>\n\nQuestion: ${probe.question}` },
    ],
    max_tokens: PROBE_ANSWER_MAX_TOKENS,
  };
}

/**
 * The request asking a judge model to score an answer against the reference the range gives
 * on the rubric's six dimensions (judge-rubric.ts), answering one JSON object
 * `{"scores": {"accuracy": 0..5, ...}, "reasons": "..."}`.
 */
export function buildJudgeRequest(probe: Probe, answer: string, model: string): SummaryRequest {
  return {
    model,
    system: JUDGE_SYSTEM_PROMPT,
    messages: [
      {
        role: "user",
        content:
          `Probe kind: ${probe.kind}\nQuestion: ${probe.question}\n\n` +
          `<reference>\n${probe.expected}\n</reference>\n\n<answer>\n${answer}\n</answer>`,
      },
    ],
    max_tokens: PROBE_JUDGE_MAX_TOKENS,
  };
}
