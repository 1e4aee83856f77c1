"use client";

import { memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { CurveScale } from "@/lib/view/session/curve/curve-scale";
import { placeCurveMarkers, type PlotArea } from "@/lib/view/session/curve/place-curve-markers";
import type { CurveMarker } from "@/lib/view/session/curve/prepare-curve-markers";
import { CHART_HEIGHT, CHART_MARGIN, CALL_AXIS, TOKEN_AXIS } from "./token-curve-areas";
import { TokenCurveMarker } from "./token-curve-marker";
import styles from "./token-curve.module.css";

type Props = {
  markers: readonly CurveMarker[];
  domain: [number, number];
  scale: CurveScale;
  onSelectCall: (call: number) => void;
};

/** The plot area the layers below get from the same margins and axis sizes, at `width`. */
function plotAreaOf(width: number): PlotArea {
  const left = CHART_MARGIN.left + TOKEN_AXIS.width;
  return {
    left,
    top: CHART_MARGIN.top,
    width: Math.max(0, width - left - CHART_MARGIN.right),
    height: CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom - CALL_AXIS.height,
  };
}

/**
 * The curve's top layer: the event markers, plain SVG over the chart. Outside the chart that
 * owns the tooltip, so the pointer names the call under it (a series with its own data took the
 * tooltip's index), and outside any chart series: placing ~500 markers through one cost most of
 * a constant change's redraw on a 10,000-call session. The layer lets the pointer through to
 * the one below except on a marker, which stays a button; a marker whose place and words are
 * unchanged is not drawn again.
 */
export const TokenCurveMarkers = memo(function TokenCurveMarkers({
  markers,
  domain,
  scale,
  onSelectCall,
}: Props) {
  const layer = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = layer.current;
    if (!node) return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const placed = useMemo(
    () => (width > 0 ? placeCurveMarkers(markers, domain, scale, plotAreaOf(width)) : []),
    [markers, domain, scale, width],
  );
  return (
    <div ref={layer} className={styles.markerLayer}>
      {width > 0 && (
        <svg width={width} height={CHART_HEIGHT} aria-label="Events on the curve" role="group">
          {placed.map(({ marker, cx, cy }) => (
            <TokenCurveMarker
              key={marker.id}
              marker={marker}
              cx={cx}
              cy={cy}
              onSelect={onSelectCall}
            />
          ))}
        </svg>
      )}
    </div>
  );
});
