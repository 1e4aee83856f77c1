import type { SummaryVariant, VariantProbes } from "@/lib/contracts/summary-variant";
import { RECORDED_VARIANT_ID } from "@/lib/contracts/summary-variant";

export type ProbeItemRow = {
  id: string;
  kind: string;
  question: string;
  expected: string;
  answer: string;
  /** "0.75", or "failed" when the answer or the judge call failed. */
  score: string;
  reason: string;
};

export type ProbeColumn = {
  variantId: string;
  label: string;
  /** "0.75 (3 of 4 judged)", "not probed yet", ... */
  summary: string;
  /** Why this variant cannot be probed; null when it can. */
  blockedBy: string | null;
  items: ProbeItemRow[];
};

const formatScore = (score: number) => score.toFixed(2);

function describeProbes(probes: VariantProbes): string {
  const judged = probes.items.filter((item) => item.score !== null).length;
  const score = probes.score === null ? "no score" : formatScore(probes.score);
  return `${score} (${judged} of ${probes.items.length} judged by ${probes.model})`;
}

/**
 * One column per compared variant for the probe questions (SPEC section 6: recall, artifact,
 * continuation, decision, judged by a model). The recorded summary has no stored row to keep
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
        reason: item.failure ? `${item.failure.message} ${item.reason}`.trim() : item.reason,
      })),
    };
  });
}
