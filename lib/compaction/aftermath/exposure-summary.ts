import type { ExposurePoint } from "./exposure";

/** Nearest-rank percentile of ascending values (p in 0..100); null for none. */
export function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** One setting's exposure over its sessions: the figures of a sweep row. */
export type ExposureSummary = {
  /** Sessions whose exposure was measured (rows stored before it was are not). */
  aftermathSessions: number;
  /** Compactions measured, over those sessions. */
  aftermathCompactions: number;
  /** Tokens re-spent per compaction, nearest rank; null when no compaction was measured. */
  respentMedian: number | null;
  respentP90: number | null;
  /** Tokens re-spent over every compaction; null when no compaction was measured. */
  respentTotal: number | null;
  /** Share (0 to 1) of compactions after which a file of the summarised range was read again. */
  rereadShare: number | null;
};

/**
 * Sums each session's exposure points into one setting's figures: per-compaction tokens
 * re-spent (median and p90 by nearest rank, and total) and the share of compactions with a
 * re-read. A setting whose sessions made no compaction has no figure (null), not zero: nothing
 * was exposed, and "0 tokens re-spent" would read as a compaction that cost nothing. Sessions
 * whose exposure is null (stored before it was measured) are left out and not counted.
 *
 * @example
 * summariseExposure([[{ tokensRespent: 100, filesReread: 1, ... }], []]).respentMedian // 100
 */
export function summariseExposure(
  sessions: readonly (readonly ExposurePoint[] | null)[],
): ExposureSummary {
  const measured = sessions.flatMap((points) => (points === null ? [] : [points]));
  const points = measured.flat();
  const respent = points.map((p) => p.tokensRespent).sort((a, b) => a - b);
  const none = points.length === 0;
  return {
    aftermathSessions: measured.length,
    aftermathCompactions: points.length,
    respentMedian: nearestRank(respent, 50),
    respentP90: nearestRank(respent, 90),
    respentTotal: none ? null : respent.reduce((sum, n) => sum + n, 0),
    rereadShare: none ? null : points.filter((p) => p.filesReread > 0).length / points.length,
  };
}
