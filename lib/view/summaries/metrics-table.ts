import { SUMMARY_METRICS } from "@/lib/summaries/metrics";
import type { Metric, MetricValue } from "@/lib/summaries/metrics/metric";

export type MetricDefinition = Pick<Metric, "id" | "label" | "definition" | "better">;

export type MetricCell = {
  variantId: string;
  display: string;
  value: number | null;
  /** The best value of the row by the metric's `better` (ties all marked). */
  isBest: boolean;
  items: string[];
};

export type MetricRow = MetricDefinition & { cells: MetricCell[] };

/**
 * The registry's words without its functions, for the browser (a server component passes
 * them down; the compute code stays on the server).
 */
export function toMetricDefinitions(
  metrics: readonly MetricDefinition[] = SUMMARY_METRICS,
): MetricDefinition[] {
  return metrics.map(({ id, label, definition, better }) => ({ id, label, definition, better }));
}

type Column = { variantId: string; metrics: Readonly<Record<string, MetricValue>> | null };

const NOT_COMPUTED = "—";

function bestValue(values: readonly (number | null)[], better: Metric["better"]): number | null {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (better === null || known.length < 2) return null;
  const best = better === "higher" ? Math.max(...known) : Math.min(...known);
  // When every variant scores the same, none is better.
  return known.every((value) => value === best) ? null : best;
}

/**
 * The metrics table: one row per metric in the registry's order (then any metric the server
 * computed that this registry does not know, by its id), one cell per picked variant. The
 * best value is marked only when the metric has a better side and the variants differ; a
 * variant without that metric shows "—", never a zero.
 *
 * @example
 * toMetricRows(SUMMARY_METRICS, [{ variantId: "recorded", metrics }, { variantId: "v2", metrics: null }])
 */
export function toMetricRows(
  definitions: readonly MetricDefinition[],
  columns: readonly Column[],
): MetricRow[] {
  const known = new Set(definitions.map((definition) => definition.id));
  const extra = [...new Set(columns.flatMap((column) => Object.keys(column.metrics ?? {})))]
    .filter((id) => !known.has(id))
    .map((id): MetricDefinition => ({
      id,
      label: id,
      definition: "No definition in this version of the app.",
      better: null,
    }));
  return [...definitions, ...extra].map((definition) => {
    const values = columns.map((column) => column.metrics?.[definition.id] ?? null);
    const best = bestValue(
      values.map((value) => value?.value ?? null),
      definition.better,
    );
    const cells = columns.map((column, index): MetricCell => {
      const value = values[index] ?? null;
      return {
        variantId: column.variantId,
        display: value?.display ?? NOT_COMPUTED,
        value: value?.value ?? null,
        isBest: best !== null && value?.value === best,
        items: value?.items ?? [],
      };
    });
    return { ...definition, cells };
  });
}
