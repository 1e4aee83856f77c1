import { JUDGE_DIMENSIONS } from "../judge-rubric";

/**
 * A judge's verdict as the rubric asks for it, every dimension scored `score` unless `scores`
 * says otherwise: what a scripted judge (a fake Messages API, a test double) answers.
 *
 * @example
 * judgeVerdict(5, "exact") // '{"scores":{"accuracy":5,...},"reasons":"exact"}'
 */
export function judgeVerdict(
  score: number,
  reasons = "",
  scores: Partial<Record<(typeof JUDGE_DIMENSIONS)[number], number>> = {},
): string {
  const all = Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [d, scores[d] ?? score]));
  return JSON.stringify({ scores: all, reasons });
}
