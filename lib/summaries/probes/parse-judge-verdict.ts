import { z } from "zod";
import type { ProbeVerdict } from "./probe-types";

const verdictSchema = z.object({
  score: z.coerce.number().min(0).max(1),
  reasons: z.string().max(4_000).default(""),
});

export type ParsedVerdict = { ok: true; value: ProbeVerdict } | { ok: false; reason: string };

/**
 * The judge's verdict from its raw text: the first JSON object in it (code fences and words
 * around it tolerated), parsed with zod. A text without a valid verdict is a failure value.
 *
 * @example
 * parseJudgeVerdict('```json\n{"score": 0.5, "reasons": "half"}\n```') // { ok: true, value: { score: 0.5, reasons: "half" } }
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
  if (!parsed.success)
    return {
      ok: false,
      reason: `the judge's verdict is invalid: ${parsed.error.issues[0]?.message ?? "unknown"}`,
    };
  return { ok: true, value: parsed.data };
}
