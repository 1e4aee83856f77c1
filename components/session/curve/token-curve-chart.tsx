"use client";

import {
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
import { CURVE_SERIES, THRESHOLD_LINES } from "@/lib/view/session/curve/curve-config";
import type { CurveScale } from "@/lib/view/session/curve/curve-scale";
import type { CurveMarker } from "@/lib/view/session/curve/prepare-curve-markers";
import type { CurvePoint } from "@/lib/view/session/curve/prepare-curve-series";
import type { ThresholdLine } from "@/lib/view/session/curve/prepare-threshold-lines";
import {
  CHART_HEIGHT,
  CHART_MARGIN,
  TokenCurveAreas,
  CALL_AXIS,
  TOKEN_AXIS,
} from "./token-curve-areas";
import { TokenCurveMarker } from "./token-curve-marker";
import { TokenCurveTooltip } from "./token-curve-tooltip";
import styles from "./token-curve.module.css";

export { CHART_HEIGHT };

/** An axis that keeps its room in the layout but draws nothing. */
const UNDRAWN = { tick: false, tickLine: false, axisLine: false } as const;

type MarkerPoint = { call: number; lane: number; marker: CurveMarker };

type Props = {
  /** The recorded points, for the areas: the same object while only the constants change. */
  recordedPoints: readonly CurvePoint[];
  /** The points with their replayed context, for the line and the tooltip. */
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

/**
 * The main curve: it draws what the preparers decided and decides nothing itself. Two layers
 * with the same axes: the recorded areas below (`TokenCurveAreas`, untouched by a constant
 * change), and above them what a replay changes (line, thresholds, markers) with the tooltip.
 */
export const TokenCurveChart = memo(function TokenCurveChart(props: Props) {
  const { points, domain, scale, lines, markers, hasReplayed, focusCall, onSelectCall } = props;
  const markerPoints = useMemo(
    (): MarkerPoint[] =>
      markers.map((marker) => ({ call: marker.atCall, lane: scale.laneY[marker.source], marker })),
    [markers, scale],
  );
  return (
    <div className={styles.layers} style={{ height: CHART_HEIGHT }}>
      <TokenCurveAreas points={props.recordedPoints} domain={domain} yMax={scale.yMax} />
      <div className={styles.overlay}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <ComposedChart
            data={points as CurvePoint[]}
            margin={CHART_MARGIN}
            onClick={(state) => {
              const point = points[Number(state.activeTooltipIndex)];
              if (point) onSelectCall(point.call);
            }}
          >
            {/* The bottom layer's axes, reserved but not drawn again. */}
            <XAxis {...CALL_AXIS} {...UNDRAWN} domain={domain} />
            <YAxis {...TOKEN_AXIS} {...UNDRAWN} domain={[0, scale.yMax]} />
            <Tooltip
              isAnimationActive={false}
              content={<TokenCurveTooltip lines={lines} markersByCall={props.markersByCall} />}
            />
            {/* Not drawn: it carries each point to the tooltip before any replay. */}
            <Line
              dataKey="recordedTotal"
              stroke="none"
              dot={false}
              activeDot={false}
              isAnimationActive={false}
            />
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
      </div>
    </div>
  );
});
