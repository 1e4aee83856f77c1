"use client";

import { memo } from "react";
import { Bar, BarChart, Cell, LabelList, Tooltip, XAxis, YAxis } from "recharts";
import type { FilledByBar } from "@/lib/view/session/events/filled-by-bars";
import { toFilledByGroups, type FilledByGroup } from "@/lib/view/session/events/filled-by-groups";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./why-it-compacted-chart.module.css";

const BAR_HEIGHT = 20;
const CHART_WIDTH = 380;
/** Wide enough for "system prompt and tools" on one line at 11px. */
const LABEL_WIDTH = 176;

/**
 * What filled the context before one compaction, as horizontal bars in two groups: what the
 * calls added (with "not attributed", summing to the sentence's growth) and what the
 * previous compaction carried over. Bars, groups, totals and notes come from
 * `toFilledByBars` and `toFilledByGroups`; this only draws them, on one scale so lengths
 * compare across groups. A fixed width keeps the server and the browser render identical.
 */
type ChartProps = {
  bars: FilledByBar[];
  label: string;
  /** False while folded: the groups' titles, notes and figures only, no bars laid out. */
  drawsBars: boolean;
};

/** Bars are rebuilt with every replay; the chart redraws only when their numbers change. */
const isSameChart = (a: ChartProps, b: ChartProps) =>
  a.label === b.label &&
  a.drawsBars === b.drawsBars &&
  JSON.stringify(a.bars) === JSON.stringify(b.bars);

function GroupBars({ group, max }: { group: FilledByGroup; max: number }) {
  return (
    <BarChart
      layout="vertical"
      width={CHART_WIDTH}
      height={group.bars.length * BAR_HEIGHT + 8}
      data={group.bars}
      margin={{ top: 4, right: 48, bottom: 4, left: 0 }}
      barCategoryGap={3}
    >
      <XAxis type="number" hide domain={[0, max]} />
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
        formatter={(_value, _name, item) => {
          const bar = item.payload as FilledByBar;
          return [`${formatInteger(bar.tokens)} tokens`, bar.note || "estimated"];
        }}
        contentStyle={{ fontSize: 12, background: "var(--surface)", borderColor: "var(--border)" }}
      />
      <Bar dataKey="size" isAnimationActive={false}>
        {group.bars.map((bar) => (
          <Cell key={bar.id} fill={bar.color} />
        ))}
        <LabelList
          dataKey="valueLabel"
          position="right"
          style={{ fontSize: 11, fill: "var(--fg-muted)" }}
        />
      </Bar>
    </BarChart>
  );
}

export const WhyItCompactedChart = memo(function WhyItCompactedChart({
  bars,
  label,
  drawsBars,
}: ChartProps) {
  const groups = toFilledByGroups(bars);
  if (groups.length === 0) return null;
  const max = Math.max(...bars.map((bar) => bar.size));
  return (
    <figure aria-label={label} className={styles.chart} data-testid="filled-by">
      {groups.map((group) => (
        <section
          key={group.group}
          data-testid="filled-by-group"
          data-group={group.group}
          data-total={group.total}
        >
          <p className={styles.groupTitle}>{group.title}</p>
          {drawsBars && <GroupBars group={group} max={max} />}
          {group.notes.length > 0 && (
            <ul className={styles.notes}>
              {group.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <ul className="visually-hidden">
            {group.bars.map((bar) => (
              <li key={bar.id} data-testid="filled-by-bar" data-tokens={bar.tokens}>
                {bar.label}: {formatInteger(bar.tokens)} tokens
              </li>
            ))}
          </ul>
        </section>
      ))}
    </figure>
  );
}, isSameChart);
