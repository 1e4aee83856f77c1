import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import type { ChartConfig } from "@/lib/view/chart-config";
import { formatInteger } from "@/lib/view/format/format-number";
import { axisDomain, type AxisDomain } from "./axis-domain";

const COLORS = [
  "#2563eb",
  "#dc2626",
  "#16a34a",
  "#9333ea",
  "#ea580c",
  "#0891b2",
  "#ca8a04",
  "#db2777",
];
/** Lines a chart draws at most; the rest are counted ("showing N of M"). */
const MAX_SWEEP_LINES = COLORS.length;

export type SweepChart = {
  /** The swept constant on the x axis (null: nothing numeric to plot). */
  xAxis: string | null;
  /** One point per x value: `x` plus one key per line (missing is a gap, not a zero). */
  cost: Record<string, number | null>[];
  compactions: Record<string, number | null>[];
  config: ChartConfig;
  /** The recorded reality, drawn as a reference line. */
  recorded: { usd: number | null; compactions: number } | null;
  /** Each value axis scaled to its lines and the reference (null: nothing drawn). */
  axes: { cost: AxisDomain | null; compactions: AxisDomain | null };
  hiddenLines: number;
};

export const formatUsdCents = (value: number) => `$${value.toFixed(2)}`;

/** Every drawn value of a panel, its reference line included. */
function valuesOf(points: readonly Record<string, number | null>[], reference: number | null) {
  const values = points.flatMap((point) =>
    Object.entries(point).flatMap(([key, value]) => (key === "x" ? [] : [value])),
  );
  return [...values, reference];
}

function label(setting: Record<string, unknown>, axes: readonly string[]): string {
  return axes.length === 0 ? "all" : axes.map((a) => `${a}=${String(setting[a])}`).join(", ");
}

/**
 * Cost and compactions against the swept constant: the first numeric axis on x, one line per
 * combination of the other axes' values (colour by line, in first-seen order), each value axis
 * scaled to what it draws (axisDomain).
 *
 * @example prepareSweepChart(rows, ["autocompactBufferTokens", "maxOutputTokens"])
 */
export function prepareSweepChart(rows: readonly SweepRow[], axes: readonly string[]): SweepChart {
  const settings = rows.filter(
    (r): r is SweepRow & { setting: Record<string, unknown> } => r.setting !== null,
  );
  const reality = rows.find((r) => r.setting === null);
  const recorded =
    reality && reality.sessions > 0 ? { usd: reality.usd, compactions: reality.compactions } : null;
  const xAxis = axes.find((a) => settings.every((r) => typeof r.setting[a] === "number")) ?? null;
  if (xAxis === null)
    return {
      xAxis,
      cost: [],
      compactions: [],
      config: {},
      recorded,
      axes: { cost: null, compactions: null },
      hiddenLines: 0,
    };
  const others = axes.filter((a) => a !== xAxis);
  const lineKeys: string[] = [];
  for (const row of settings) {
    const key = label(row.setting, others);
    if (!lineKeys.includes(key)) lineKeys.push(key);
  }
  const shown = lineKeys.slice(0, MAX_SWEEP_LINES);
  const xs = [...new Set(settings.map((r) => r.setting[xAxis] as number))].sort((a, b) => a - b);
  const pointsOf = (pick: (r: SweepRow) => number | null) =>
    xs.map((x) => {
      const point: Record<string, number | null> = { x };
      for (const [i, key] of shown.entries()) {
        const row = settings.find(
          (r) => r.setting[xAxis] === x && label(r.setting, others) === key,
        );
        point[`s${i}`] = row && row.sessions > 0 ? pick(row) : null;
      }
      return point;
    });
  const cost = pointsOf((r) => r.usd);
  const compactions = pointsOf((r) => r.compactions);
  return {
    xAxis,
    cost,
    compactions,
    config: Object.fromEntries(shown.map((key, i) => [`s${i}`, { label: key, color: COLORS[i]! }])),
    recorded,
    axes: {
      cost: axisDomain(valuesOf(cost, recorded?.usd ?? null), 0.01, formatUsdCents, "cost"),
      compactions: axisDomain(
        valuesOf(compactions, recorded?.compactions ?? null),
        1,
        formatInteger,
        "compactions",
      ),
    },
    hiddenLines: lineKeys.length - shown.length,
  };
}
