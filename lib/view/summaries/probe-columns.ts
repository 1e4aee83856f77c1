import type { SummaryVariant, VariantProbes } from "@/lib/contracts/summary-variant";
import { RECORDED_VARIANT_ID } from "@/lib/contracts/summary-variant";
import {
  JUDGE_DIMENSION_LABELS,
  JUDGE_DIMENSIONS,
  JUDGE_MAX_SCORE,
} from "@/lib/summaries/probes/judge-rubric";

export type ProbeItemRow = {
  id: string;
  kind: string;
  question: string;
  expected: string;
  answer: string;
  /** "3.50", or "failed" when the answer or the judge call failed. */
  score: string;
  /** "aftermath" (a fact the session needed after the compaction) or "range". */
  source: string;
  /** Each of the rubric's dimensions, "Accuracy 4 · Context awareness 3 · ..."; "" for none. */
  dimensions: string;
  reason: string;
};

export type ProbeColumn = {
  variantId: string;
  label: string;
  /** "3.50 of 5 (3 of 4 judged by m, judge factory-6d-1)", "not probed yet", ... */
  summary: string;
  /** Why this variant cannot be probed; null when it can. */
  blockedBy: string | null;
  items: ProbeItemRow[];
};

const formatScore = (score: number) => score.toFixed(2);

function describeProbes(probes: VariantProbes): string {
  const judged = probes.items.filter((item) => item.score !== null).length;
  // Probes stored before the rubric were judged 0 to 1 and name no version.
  const scale = probes.judgeVersion === undefined ? "of 1" : `of ${JUDGE_MAX_SCORE}`;
  const judge =
    probes.judgeVersion === undefined ? "before the rubric" : `judge ${probes.judgeVersion}`;
  const score = probes.score === null ? "no score" : `${formatScore(probes.score)} ${scale}`;
  return `${score} (${judged} of ${probes.items.length} judged by ${probes.model}, ${judge})`;
}

function describeDimensions(dimensions: VariantProbes["items"][number]["dimensions"]): string {
  if (dimensions == null) return "";
  return JUDGE_DIMENSIONS.map((d) => `${JUDGE_DIMENSION_LABELS[d]} ${dimensions[d]}`).join(" · ");
}

/**
 * One column per compared variant for the probe questions (SPEC section 6: recall, artifact,
 * continuation, decision; the point's aftermath facts first), judged by a model on the
 * rubric's six dimensions, 0 to 5 each. The recorded summary has no stored row to keep
 * probes on, and a variant that is not done has no text to probe: both say why instead of
 * offering a button that would answer 409.
 *
 * @example
 * toProbeColumns([variant], ["Offline"])[0].summary // "not probed yet"
 */
export function toProbeColumns(
  variants: readonly SummaryVariant[],
  labels: readonly string[],
): ProbeColumn[] {
  return variants.map((variant, index) => {
    const probes = variant.probes ?? null;
    const blockedBy =
      variant.id === RECORDED_VARIANT_ID
        ? "The recorded summary is not a stored variant: make a variant to probe."
        : variant.status !== "done"
          ? "Only a finished summary can be probed."
          : null;
    return {
      variantId: variant.id,
      label: labels[index] ?? variant.id,
      summary: probes ? describeProbes(probes) : "not probed yet",
      blockedBy,
      items: (probes?.items ?? []).map((item) => ({
        id: item.id,
        kind: item.kind,
        question: item.question,
        expected: item.expected,
        answer: item.answer ?? "(no answer)",
        score: item.score === null ? "failed" : formatScore(item.score),
        source: item.source ?? "range",
        dimensions: describeDimensions(item.dimensions),
        reason: item.failure ? `${item.failure.message} ${item.reason}`.trim() : item.reason,
      })),
    };
  });
}
