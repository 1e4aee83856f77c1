"use client";

import { memo, useEffect, useRef, useState } from "react";
import { Area, AreaChart, Brush, ResponsiveContainer } from "recharts";
import { CURVE_SERIES } from "@/lib/view/session/curve/curve-config";
import {
  brushIndicesToRange,
  rangeToBrushIndices,
  type CallRange,
} from "@/lib/view/session/curve/curve-range";
import type { CurvePoint } from "@/lib/view/session/curve/prepare-curve-series";

/** A keyboard move of a handle commits once the keys rest. */
const COMMIT_AFTER_MS = 300;

/**
 * The zoom control under the curve: a brush over the whole (coarse) series. It reads the range
 * back from the URL and writes a new one when a drag ends.
 */
export const TokenCurveBrush = memo(function TokenCurveBrush({
  points,
  range,
  onRangeChange,
}: {
  points: readonly CurvePoint[];
  range: CallRange | null;
  onRangeChange: (range: CallRange | null) => void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // recharts 3.10 places the handles from its store on the first render and only follows the
  // startIndex/endIndex props when they change: handing them over after mount makes a range
  // read from the URL show on the brush.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer.current);
    };
  }, []);
  const { startIndex, endIndex } = rangeToBrushIndices(points, range);
  const commit = (indices: { startIndex?: number; endIndex?: number }) => {
    clearTimeout(timer.current);
    onRangeChange(brushIndicesToRange(points, indices.startIndex, indices.endIndex));
  };
  if (points.length < 2) return null;
  return (
    <div data-testid="curve-brush" aria-label="Zoom: drag the handles to choose calls">
      <ResponsiveContainer width="100%" height={56}>
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
