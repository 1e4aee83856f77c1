import type { ForecastScore } from "../../lib/compaction/forecast/score-forecast";

export type ScoredCase = { profile: string; group: string; fraction: number; score: ForecastScore };

/** The value at quantile q of ascending values (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

function describe(label: string, cases: readonly ScoredCase[]): string {
  const errors = cases.flatMap(({ score }) => (score.kind === "forecast" ? [score.error] : []));
  const absolute = errors.map(Math.abs).sort((a, b) => a - b);
  const signed = [...errors].sort((a, b) => a - b);
  const ranged = cases.filter(({ score }) => score.kind !== "no-forecast");
  const inside = ranged.filter(({ score }) => score.kind !== "no-forecast" && score.isInRange);
  const none = cases.length - ranged.length;
  const pct = (k: number, n: number) => (n === 0 ? "-" : `${((100 * k) / n).toFixed(0)}%`);
  return [
    `${label.padEnd(10)} ${String(cases.length).padStart(4)} cuts`,
    `${String(errors.length).padStart(4)} forecasts`,
    `|error| median ${quantile(absolute, 0.5)} p90 ${quantile(absolute, 0.9)} calls`,
    `signed median ${quantile(signed, 0.5)}`,
    `in range ${inside.length}/${ranged.length} (${pct(inside.length, ranged.length)})`,
    `no forecast ${none}`,
  ].join("  ");
}

/** The benchmark's summary lines per profile: every cut, each group, each fraction of the way. */
export function summariseScores(cases: readonly ScoredCase[]): string[] {
  const distinct = <T>(values: T[]) => [...new Set(values)];
  return distinct(cases.map((c) => c.profile)).flatMap((profile) => {
    const mine = cases.filter((c) => c.profile === profile);
    const fractions = distinct(mine.map((c) => c.fraction)).sort((a, b) => a - b);
    return [
      `${profile}:`,
      describe("all", mine),
      ...distinct(mine.map((c) => c.group)).map((group) =>
        describe(
          group,
          mine.filter((c) => c.group === group),
        ),
      ),
      ...fractions.map((f) =>
        describe(
          `at ${(f * 100).toFixed(0)}%`,
          mine.filter((c) => c.fraction === f),
        ),
      ),
    ];
  });
}
