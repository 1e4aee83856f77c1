"use client";

import { Area, CartesianGrid, ComposedChart, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { memo } from "react";
import { formatTokens } from "@/lib/view/format/format-number";
import { CURVE_SERIES, STACKED_KEYS } from "@/lib/view/session/curve/curve-config";
import type { CurvePoint } from "@/lib/view/session/curve/prepare-curve-series";

export const CHART_HEIGHT = 340;
/** Shared by both layers of the curve so their plot areas coincide to the pixel. */
export const CHART_MARGIN = { top: 8, right: 16, bottom: 4, left: 4 };
export const CALL_AXIS = {
  dataKey: "call",
  type: "number",
  allowDataOverflow: true,
  height: 30,
} as const;
export const TOKEN_AXIS = { allowDataOverflow: true, width: 48 } as const;
/** For the layers above the areas: an axis that keeps its room in the layout but draws nothing. */
export const UNDRAWN = { tick: false, tickLine: false, axisLine: false } as const;
const AXIS_TICK = { fontSize: 11, fill: "var(--fg-muted)" };

type Props = {
  /** The recorded points only: they do not change with the constants. */
  points: readonly CurvePoint[];
  domain: [number, number];
  yMax: number;
};

/**
 * The curve's bottom layer: grid, axes and the recorded context stacked by part. Its props
 * stay the same object across a constant change, so the four areas (most of recharts' work)
 * are drawn once per range, not once per replay; the replay draws on a layer above it.
 */
export const TokenCurveAreas = memo(function TokenCurveAreas({ points, domain, yMax }: Props) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <ComposedChart data={points as CurvePoint[]} margin={CHART_MARGIN}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis
          {...CALL_AXIS}
          domain={domain}
          allowDecimals={false}
          tick={AXIS_TICK}
          tickLine={false}
          stroke="var(--border-strong)"
        />
        <YAxis
          {...TOKEN_AXIS}
          domain={[0, yMax]}
          tickFormatter={(value: number) => formatTokens(value)}
          tick={AXIS_TICK}
          tickLine={false}
          stroke="var(--border-strong)"
        />
        {STACKED_KEYS.map((key) => (
          <Area
            key={key}
            dataKey={key}
            name={CURVE_SERIES[key].label}
            stackId="recorded"
            type="linear"
            stroke="none"
            fill={CURVE_SERIES[key].color}
            fillOpacity={0.85}
            isAnimationActive={false}
            activeDot={false}
          />
        ))}
      </ComposedChart>
    </ResponsiveContainer>
  );
});
