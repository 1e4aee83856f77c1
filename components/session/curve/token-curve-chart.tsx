"use client";

import {
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { memo } from "react";
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
  UNDRAWN,
} from "./token-curve-areas";
import { TokenCurveMarkers } from "./token-curve-markers";
import { TokenCurveTooltip } from "./token-curve-tooltip";
import styles from "./token-curve.module.css";

export { CHART_HEIGHT };

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
 * The main curve: it draws what the preparers decided and decides nothing itself. Three layers
 * with the same axes: the recorded areas below (`TokenCurveAreas`, untouched by a constant
 * change), above them what a replay changes (line, thresholds) with the tooltip, whose data is
 * the calls alone so the pointer names the call under it, and the markers on top
 * (`TokenCurveMarkers`).
 */
export const TokenCurveChart = memo(function TokenCurveChart(props: Props) {
  const { points, domain, scale, lines, markers, hasReplayed, focusCall, onSelectCall } = props;
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
              // Above the markers' layer, which would otherwise draw over it.
              wrapperStyle={{ zIndex: 2 }}
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
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <TokenCurveMarkers
        markers={markers}
        domain={domain}
        scale={scale}
        onSelectCall={onSelectCall}
      />
    </div>
  );
});
