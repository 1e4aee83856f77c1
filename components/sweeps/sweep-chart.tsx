"use client";

import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { formatInteger } from "@/lib/view/format/format-number";
import type { AxisDomain } from "@/lib/view/sweeps/axis-domain";
import {
  formatUsdCents,
  prepareSweepChart,
  type SweepChart as Chart,
} from "@/lib/view/sweeps/prepare-sweep-chart";
import styles from "./sweeps.module.css";

const HEIGHT = 260;

function Panel({
  chart,
  metric,
  title,
  reference,
  format,
  axis,
}: {
  chart: Chart;
  metric: "cost" | "compactions";
  title: string;
  reference: number | null;
  format(value: number): string;
  axis: AxisDomain | null;
}) {
  return (
    <figure className={styles.chart} data-testid={`sweep-chart-${metric}`}>
      <h3>{title}</h3>
      {axis?.note && (
        <figcaption className="muted" data-testid="axis-note">
          {axis.note}
        </figcaption>
      )}
      <ResponsiveContainer width="100%" height={HEIGHT}>
        <LineChart data={chart[metric]} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis
            dataKey="x"
            type="number"
            domain={["dataMin", "dataMax"]}
            ticks={chart[metric].map((point) => point.x ?? 0)}
            tickFormatter={(v: number) => formatInteger(v)}
            name={chart.xAxis ?? ""}
          />
          <YAxis
            domain={axis ? [axis.min, axis.max] : ["auto", "auto"]}
            allowDataOverflow={false}
            tickFormatter={(v: number) => format(v)}
            width={64}
            allowDecimals={metric === "cost"}
          />
          <Tooltip
            formatter={(value) => (typeof value === "number" ? format(value) : String(value))}
            labelFormatter={(x) => `${chart.xAxis} = ${formatInteger(Number(x))}`}
          />
          <Legend />
          {reference !== null && (
            <ReferenceLine
              y={reference}
              stroke="var(--fg-muted)"
              strokeDasharray="6 4"
              label={{ value: "recorded", position: "insideTopRight" }}
            />
          )}
          {Object.entries(chart.config).map(([key, { label, color }]) => (
            <Line
              key={key}
              dataKey={key}
              name={label}
              stroke={color}
              type="linear"
              dot
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Cost and compactions against the swept constant, one line per value of the other axes. */
export function SweepChart({ rows, axes }: { rows: SweepRow[]; axes: string[] }) {
  const chart = prepareSweepChart(rows, axes);
  if (chart.xAxis === null)
    return <p className="muted">No numeric constant was swept: the table says it all.</p>;
  return (
    <div>
      <div className={styles.charts} data-testid="sweep-chart">
        <Panel
          chart={chart}
          metric="cost"
          title={`Estimated cost against ${chart.xAxis}`}
          reference={chart.recorded?.usd ?? null}
          format={formatUsdCents}
          axis={chart.axes.cost}
        />
        <Panel
          chart={chart}
          metric="compactions"
          title={`Compactions against ${chart.xAxis}`}
          reference={chart.recorded?.compactions ?? null}
          format={(v) => formatInteger(v)}
          axis={chart.axes.compactions}
        />
      </div>
      {chart.hiddenLines > 0 && (
        <p className="muted">
          Showing {Object.keys(chart.config).length} of{" "}
          {Object.keys(chart.config).length + chart.hiddenLines} lines; the table has every setting.
        </p>
      )}
    </div>
  );
}
