"use client";

import { memo, useEffect, useRef, useState } from "react";
import { Area, AreaChart, Brush, ResponsiveContainer } from "recharts";
import { useAfterPaint } from "../use-after-paint";
import { CURVE_SERIES } from "@/lib/view/session/curve/curve-config";
import {
  brushIndicesToRange,
  rangeToBrushIndices,
  type CallRange,
} from "@/lib/view/session/curve/curve-range";
import type { CurvePoint } from "@/lib/view/session/curve/prepare-curve-series";

/** A keyboard move of a handle commits once the keys rest. */
const COMMIT_AFTER_MS = 300;

const BRUSH_HEIGHT = 56;

/**
 * Whether the brush follows the URL's range. recharts 3.10 places the handles from its store
 * on the first render and only follows the startIndex/endIndex props when they change:
 * handing them over a frame after its first draw makes a range read from the URL show.
 */
function useFollowsRange(isDrawn: boolean): boolean {
  const [follows, setFollows] = useState(false);
  useEffect(() => {
    if (!isDrawn || follows) return;
    const frame = requestAnimationFrame(() => setFollows(true));
    return () => cancelAnimationFrame(frame);
  }, [isDrawn, follows]);
  return follows;
}

/**
 * The zoom control under the curve: a brush over the whole (coarse) series. It reads the range
 * back from the URL and writes a new one when a drag ends.
 */
export const TokenCurveBrush = memo(function TokenCurveBrush({
  points,
  range,
  onRangeChange,
  isDeferred,
}: {
  points: readonly CurvePoint[];
  range: CallRange | null;
  onRangeChange: (range: CallRange | null) => void;
  /** True while the curve still waits for its first replay. */
  isDeferred: boolean;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The curve is what the page opens for: the zoom control draws once it has painted.
  const isDrawn = useAfterPaint(!isDeferred);
  const isMounted = useFollowsRange(isDrawn);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { startIndex, endIndex } = rangeToBrushIndices(points, range);
  const commit = (indices: { startIndex?: number; endIndex?: number }) => {
    clearTimeout(timer.current);
    onRangeChange(brushIndicesToRange(points, indices.startIndex, indices.endIndex));
  };
  if (points.length < 2) return null;
  if (!isDrawn) return <div style={{ height: BRUSH_HEIGHT }} aria-hidden="true" />;
  return (
    <div data-testid="curve-brush" aria-label="Zoom: drag the handles to choose calls">
      <ResponsiveContainer width="100%" height={BRUSH_HEIGHT}>
        <AreaChart
          data={points as CurvePoint[]}
          margin={{ top: 0, right: 16, bottom: 0, left: 52 }}
        >
          <Brush
            dataKey="call"
            height={48}
            startIndex={isMounted ? startIndex : undefined}
            endIndex={isMounted ? endIndex : undefined}
            stroke="var(--accent)"
            fill="var(--surface)"
            travellerWidth={8}
            onChange={(indices) => {
              clearTimeout(timer.current);
              timer.current = setTimeout(() => commit(indices), COMMIT_AFTER_MS);
            }}
            onDragEnd={commit}
          >
            <AreaChart data={points as CurvePoint[]}>
              <Area
                dataKey="recordedTotal"
                type="linear"
                stroke="none"
                fill={CURVE_SERIES.cacheRead.color}
                isAnimationActive={false}
              />
            </AreaChart>
          </Brush>
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
});
