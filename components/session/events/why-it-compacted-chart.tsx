"use client";

import { memo } from "react";
import { Bar, BarChart, Cell, LabelList, Tooltip, XAxis, YAxis } from "recharts";
import type { FilledByBar } from "@/lib/view/session/events/filled-by-bars";
import { formatInteger, formatTokens } from "@/lib/view/format/format-number";

const BAR_HEIGHT = 20;
const CHART_WIDTH = 380;
/** Wide enough for "system prompt and tools" on one line at 11px. */
const LABEL_WIDTH = 176;

/**
 * What filled the context before one compaction, as horizontal bars. The bars, their order and
 * colours come from `toFilledByBars`; this only draws them. A fixed width keeps the server and
 * the browser render identical (no measuring).
 */
type ChartProps = { bars: FilledByBar[]; label: string };

/** Bars are rebuilt with every replay; the chart redraws only when their numbers change. */
const isSameChart = (a: ChartProps, b: ChartProps) =>
  a.label === b.label && JSON.stringify(a.bars) === JSON.stringify(b.bars);

export const WhyItCompactedChart = memo(function WhyItCompactedChart({ bars, label }: ChartProps) {
  if (bars.length === 0) return null;
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <BarChart
        layout="vertical"
        width={CHART_WIDTH}
        height={bars.length * BAR_HEIGHT + 8}
        data={bars}
        margin={{ top: 4, right: 48, bottom: 4, left: 0 }}
        barCategoryGap={3}
      >
        <XAxis type="number" hide domain={[0, "dataMax"]} />
        <YAxis
          type="category"
          dataKey="label"
          width={LABEL_WIDTH}
          tickLine={false}
          axisLine={false}
          interval={0}
          tick={{ fontSize: 11, fill: "var(--fg-muted)" }}
        />
        <Tooltip
          cursor={{ fill: "var(--surface-hover)" }}
          formatter={(value) => [`${formatInteger(Number(value))} tokens`, "estimated"]}
          contentStyle={{
            fontSize: 12,
            background: "var(--surface)",
            borderColor: "var(--border)",
          }}
        />
        <Bar dataKey="tokens" isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.id} fill={bar.color} />
          ))}
          <LabelList
            dataKey="tokens"
            position="right"
            formatter={(value) => formatTokens(Number(value))}
            style={{ fontSize: 11, fill: "var(--fg-muted)" }}
          />
        </Bar>
      </BarChart>
      <figcaption className="visually-hidden">
        {bars.map((bar) => `${bar.label}: ${formatInteger(bar.tokens)} tokens`).join("; ")}
      </figcaption>
    </figure>
  );
}, isSameChart);
