import { nearestRank } from "../../compaction/aftermath/exposure-summary";
import type { MissedCost } from "../../compaction/aftermath/missed-cost";
import { REFERENCE_KINDS } from "../../compaction/aftermath/reference-types";
import type { BatchAftermathRow } from "../../contracts/summary-batch-aftermath";
import type { AftermathScore } from "../../summaries/aftermath/score-against-reference";

/** What makes variants of a batch one template/variant: who wrote them, under which prompt. */
export type BatchVariantKey = Pick<
  BatchAftermathRow,
  "provider" | "model" | "templateId" | "templateVersion" | "hasCustomInstructions"
>;

/** One variant of the batch at one point, scored against that point's aftermath. */
export type ScoredBatchVariant = {
  key: BatchVariantKey;
  /** Null: not scored (no summary written, or no aftermath at its point). */
  score: AftermathScore | null;
  missed: MissedCost | null;
};

const keyText = (key: BatchVariantKey) => JSON.stringify(key);

function rowOf(key: BatchVariantKey, variants: readonly ScoredBatchVariant[]): BatchAftermathRow {
  const scored = variants.flatMap((v) =>
    v.score === null || v.missed === null ? [] : [{ score: v.score, missed: v.missed }],
  );
  const shares = scored
    .filter((s) => s.score.total > 0)
    .map((s) => s.score.carried / s.score.total)
    .sort((a, b) => a - b);
  const tokens = scored.map((s) => s.missed.tokens).sort((a, b) => a - b);
  const none = scored.length === 0;
  const usd = scored.reduce<number | null>(
    (sum, s) => (sum === null || s.missed.usd === null ? null : sum + s.missed.usd),
    0,
  );
  return {
    ...key,
    points: scored.length,
    unscoredPoints: variants.length - scored.length,
    carriedMedian: nearestRank(shares, 50),
    carriedP90: nearestRank(shares, 90),
    carried: scored.reduce((n, s) => n + s.score.carried, 0),
    total: scored.reduce((n, s) => n + s.score.total, 0),
    byKind: REFERENCE_KINDS.map((kind) => {
      const of = scored.flatMap((s) => s.score.byKind.filter((k) => k.kind === kind));
      return {
        kind,
        carried: of.reduce((n, k) => n + k.carried, 0),
        total: of.reduce((n, k) => n + k.total, 0),
      };
    }),
    missedTokensMedian: nearestRank(tokens, 50),
    missedTokensP90: nearestRank(tokens, 90),
    missedTokensTotal: none ? null : tokens.reduce((n, t) => n + t, 0),
    missedUsd: none ? null : usd,
  };
}

/**
 * A batch's aftermath per template/variant: its variants grouped by who wrote them under which
 * prompt, each group's carried share per point (median, p90), "k of n" by kind, and the tokens
 * the session re-spent on facts it did not carry (median, p90, total) with their dollars. The
 * variant that cost least after the fact first: by tokens re-spent on missed facts in all,
 * then the most carried; a group with no point scored last. Ties keep the batch's order.
 *
 * @example toBatchAftermathRows(scored)[0]?.missedTokensTotal // 1_200
 */
export function toBatchAftermathRows(scored: readonly ScoredBatchVariant[]): BatchAftermathRow[] {
  const groups = new Map<string, { key: BatchVariantKey; variants: ScoredBatchVariant[] }>();
  for (const variant of scored) {
    const text = keyText(variant.key);
    const group = groups.get(text) ?? { key: variant.key, variants: [] };
    group.variants.push(variant);
    groups.set(text, group);
  }
  return [...groups.values()].map(({ key, variants }) => rowOf(key, variants)).sort(leastMissed);
}

/** Least re-spent on missed facts first, then the most carried; unscored groups last. */
function leastMissed(a: BatchAftermathRow, b: BatchAftermathRow): number {
  if (a.missedTokensTotal === null || b.missedTokensTotal === null)
    return (a.missedTokensTotal === null ? 1 : 0) - (b.missedTokensTotal === null ? 1 : 0);
  const share = (row: BatchAftermathRow) => row.carried / Math.max(1, row.total);
  return a.missedTokensTotal - b.missedTokensTotal || share(b) - share(a);
}
