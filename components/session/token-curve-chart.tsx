"use client";

import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { memo, useMemo } from "react";
import { formatTokens } from "@/lib/view/format/format-number";
import { CURVE_SERIES, STACKED_KEYS, THRESHOLD_LINES } from "@/lib/view/session/curve/curve-config";
import type { CurveScale } from "@/lib/view/session/curve/curve-scale";
import type { CurveMarker } from "@/lib/view/session/curve/prepare-curve-markers";
import type { CurvePoint } from "@/lib/view/session/curve/prepare-curve-series";
import type { ThresholdLine } from "@/lib/view/session/curve/prepare-threshold-lines";
import { TokenCurveMarker } from "./token-curve-marker";
import { TokenCurveTooltip } from "./token-curve-tooltip";

export const CHART_HEIGHT = 340;
const AXIS_TICK = { fontSize: 11, fill: "var(--fg-muted)" };

type MarkerPoint = { call: number; lane: number; marker: CurveMarker };

type Props = {
  points: readonly CurvePoint[];
  domain: [number, number];
  scale: CurveScale;
  lines: readonly ThresholdLine[];
  markers: readonly CurveMarker[];
  markersByCall: ReadonlyMap<number, CurveMarker[]>;
  hasReplayed: boolean;
  focusCall: number | null;
  onSelectCall: (call: number) => void;
};

/** The main curve: it draws what the preparers decided and decides nothing itself. */
export const TokenCurveChart = memo(function TokenCurveChart(props: Props) {
  const { points, domain, scale, lines, markers, hasReplayed, focusCall, onSelectCall } = props;
  const markerPoints = useMemo(
    (): MarkerPoint[] =>
      markers.map((marker) => ({ call: marker.atCall, lane: scale.laneY[marker.source], marker })),
    [markers, scale],
  );
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <ComposedChart
        data={points as CurvePoint[]}
        margin={{ top: 8, right: 16, bottom: 4, left: 4 }}
        onClick={(state) => {
          const point = points[Number(state.activeTooltipIndex)];
          if (point) onSelectCall(point.call);
        }}
      >
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis
          dataKey="call"
          type="number"
          domain={domain}
          allowDataOverflow
          allowDecimals={false}
          tick={AXIS_TICK}
          tickLine={false}
          stroke="var(--border-strong)"
        />
        <YAxis
          domain={[0, scale.yMax]}
          allowDataOverflow
          tickFormatter={(value: number) => formatTokens(value)}
          tick={AXIS_TICK}
          tickLine={false}
          stroke="var(--border-strong)"
          width={48}
        />
        <Tooltip
          isAnimationActive={false}
          content={<TokenCurveTooltip lines={lines} markersByCall={props.markersByCall} />}
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
        {hasReplayed && (
          <Line
            dataKey="replayed"
            name={CURVE_SERIES.replayed.label}
            type="linear"
            stroke={CURVE_SERIES.replayed.color}
            strokeWidth={1.75}
            dot={false}
            activeDot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
        )}
        {lines.map((line) => (
          <ReferenceLine
            key={line.key}
            y={line.value}
            stroke={THRESHOLD_LINES[line.key].color}
            strokeDasharray="5 4"
            label={{
              value: line.label,
              position: line.labelSide === "right" ? "insideTopRight" : "insideTopLeft",
              fill: THRESHOLD_LINES[line.key].color,
              fontSize: 11,
            }}
          />
        ))}
        {focusCall !== null && (
          <ReferenceLine
            x={focusCall}
            stroke="var(--fg)"
            strokeWidth={1.5}
            data-testid="curve-focus"
          />
        )}
        {/* One series for every marker: a dot per marker would subscribe each to the chart's
            store, which made a constant change on a 10,000-call session cost seconds. */}
        <Scatter
          data={markerPoints}
          dataKey="lane"
          isAnimationActive={false}
          tooltipType="none"
          shape={(dot: { cx?: number; cy?: number; payload?: MarkerPoint }) =>
            // recharts also draws the shape for points of its own (its active point has
            // another payload): only our markers are drawn.
            dot.payload?.marker ? (
              <TokenCurveMarker
                marker={dot.payload.marker}
                cx={dot.cx}
                cy={dot.cy}
                onSelect={onSelectCall}
              />
            ) : (
              <g />
            )
          }
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
});
