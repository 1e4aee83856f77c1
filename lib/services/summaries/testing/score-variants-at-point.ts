import { baselineModelId, type Baseline } from "../../../contracts/summary-baseline";
import { createBaselineSummarizer } from "../../../llm/baselines/baseline-summarizer";
import { createOfflineSummarizer } from "../../../llm/offline";
import type { Summarizer } from "../../../llm/summarizer";
import {
  scoreAgainstReference,
  type AftermathScore,
} from "../../../summaries/aftermath/score-against-reference";
import type { ScoredPoint } from "./scored-points-of-file";

/** The baselines every summary is scored beside, with the words the figures print. */
export const SCORED_BASELINES: [label: string, baseline: Baseline][] = [
  ["masked outputs", { kind: "mask-tool-outputs" }],
  ["last 5 user msgs", { kind: "last-user-messages", n: 5 }],
  ["policy, no summary", { kind: "policy-no-summary" }],
];

/** One variant at a point: its text and score; null where the file has no range to write from. */
export type ScoredVariant = { label: string; text: string | null; score: AftermathScore | null };

async function written(summarizer: Summarizer, point: ScoredPoint, model?: string) {
  if (point.request === null) return null;
  const request = model === undefined ? point.request : { ...point.request, model };
  const outcome = await summarizer.summarize({ request, restoredFiles: point.restoredFiles });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return outcome.value.text;
}

/**
 * The recorded summary, the offline one and each baseline at a point, scored against its
 * aftermath reference set, in that order: what the figures script prints and the real
 * fixtures' test pins.
 *
 * @example (await scoreVariantsAt(point)).map((v) => v.score?.carried) // [3, 4, 4, 0, 2]
 */
export async function scoreVariantsAt(point: ScoredPoint): Promise<ScoredVariant[]> {
  const texts: [string, string | null][] = [
    ["recorded", point.recorded],
    ["offline", await written(createOfflineSummarizer(), point)],
    ...(await Promise.all(
      SCORED_BASELINES.map(async ([label, b]): Promise<[string, string | null]> => [
        label,
        await written(createBaselineSummarizer(), point, baselineModelId(b)),
      ]),
    )),
  ];
  return texts.map(([label, text]) => ({
    label,
    text,
    score: text === null ? null : scoreAgainstReference(text, point.reference),
  }));
}
