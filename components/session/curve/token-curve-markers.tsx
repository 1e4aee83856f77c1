"use client";

import { ComposedChart, ResponsiveContainer, Scatter, XAxis, YAxis } from "recharts";
import { memo, useMemo } from "react";
import type { CurveScale } from "@/lib/view/session/curve/curve-scale";
import type { CurveMarker } from "@/lib/view/session/curve/prepare-curve-markers";
import { CHART_HEIGHT, CHART_MARGIN, CALL_AXIS, TOKEN_AXIS, UNDRAWN } from "./token-curve-areas";
import { TokenCurveMarker } from "./token-curve-marker";
import styles from "./token-curve.module.css";

type MarkerPoint = { call: number; lane: number; marker: CurveMarker };

type Props = {
  markers: readonly CurveMarker[];
  domain: [number, number];
  scale: CurveScale;
  onSelectCall: (call: number) => void;
};

/**
 * The curve's top layer: the event markers, in a chart of their own. Inside the chart that
 * owns the tooltip, a series with its own data would take the tooltip's index (the pointer
 * then named the call of the marker's place in its list, not the call under it). This layer
 * lets the pointer through to the one below except on a marker, which stays a button.
 */
export const TokenCurveMarkers = memo(function TokenCurveMarkers({
  markers,
  domain,
  scale,
  onSelectCall,
}: Props) {
  const markerPoints = useMemo(
    (): MarkerPoint[] =>
      markers.map((marker) => ({ call: marker.atCall, lane: scale.laneY[marker.source], marker })),
    [markers, scale],
  );
  return (
    <div className={styles.markerLayer}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <ComposedChart data={markerPoints} margin={CHART_MARGIN}>
          <XAxis {...CALL_AXIS} {...UNDRAWN} domain={domain} />
          <YAxis {...TOKEN_AXIS} {...UNDRAWN} domain={[0, scale.yMax]} />
          {/* One series for every marker: a dot per marker would subscribe each to the chart's
          store, which made a constant change on a 10,000-call session cost seconds. */}
          <Scatter
            dataKey="lane"
            isAnimationActive={false}
            tooltipType="none"
            shape={(dot: { cx?: number; cy?: number; payload?: MarkerPoint }) =>
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
  );
});
