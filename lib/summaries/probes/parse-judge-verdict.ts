import { z } from "zod";
import { JUDGE_DIMENSIONS, JUDGE_MAX_SCORE } from "./judge-rubric";
import type { ProbeVerdict } from "./probe-types";

const dimensionScore = z.coerce.number().min(0).max(JUDGE_MAX_SCORE);

const verdictSchema = z.object({
  scores: z.object(
    Object.fromEntries(JUDGE_DIMENSIONS.map((d) => [d, dimensionScore])) as Record<
      (typeof JUDGE_DIMENSIONS)[number],
      typeof dimensionScore
    >,
  ),
  reasons: z.string().max(4_000).default(""),
});

export type ParsedVerdict = { ok: true; value: ProbeVerdict } | { ok: false; reason: string };

/**
 * The judge's verdict from its raw text: the first JSON object in it (code fences and words
 * around it tolerated), parsed with zod: a score from 0 to 5 on each of the rubric's six
 * dimensions; the probe's score is their mean. A text without a valid verdict is a failure.
 *
 * @example
 * parseJudgeVerdict('{"scores": {"accuracy": 5, ...}, "reasons": "exact"}') // { ok: true, value: { score: 4.5, dimensions, reasons: "exact" } }
 */
export function parseJudgeVerdict(text: string): ParsedVerdict {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return { ok: false, reason: "the judge answered no JSON object" };
  let json: unknown;
  try {
    json = JSON.parse(text.slice(start, end + 1));
  } catch {
    return { ok: false, reason: "the judge's JSON does not parse" };
  }
  const parsed = verdictSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason:
        `the judge's verdict is invalid: ${issue?.path.join(".") ?? ""} ${issue?.message ?? "unknown"}`.trim(),
    };
  }
  const { scores, reasons } = parsed.data;
  const values = JUDGE_DIMENSIONS.map((d) => scores[d]);
  const score = values.reduce((a, b) => a + b, 0) / values.length;
  return { ok: true, value: { score, dimensions: scores, reasons } };
}
