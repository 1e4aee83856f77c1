import { memo, type KeyboardEvent, type MouseEvent } from "react";
import { MARKER_STYLES } from "@/lib/view/session/curve/curve-config";
import type { CurveMarker } from "@/lib/view/session/curve/prepare-curve-markers";
import styles from "./token-curve.module.css";

const SIZE = 6;

type MarkerProps = {
  marker: CurveMarker;
  cx: number | undefined;
  cy: number | undefined;
  onSelect: (call: number) => void;
};

/**
 * Markers are prepared afresh from every replay: one whose place and words are unchanged (every
 * recorded one after a constant change) is not drawn again.
 */
const isSameMarker = (a: MarkerProps, b: MarkerProps) =>
  a.cx === b.cx &&
  a.cy === b.cy &&
  a.onSelect === b.onSelect &&
  (a.marker === b.marker ||
    (a.marker.atCall === b.marker.atCall &&
      a.marker.source === b.marker.source &&
      a.marker.kind === b.marker.kind &&
      a.marker.style === b.marker.style &&
      a.marker.label === b.marker.label));

/**
 * One event on the curve as an SVG group carrying the outside-check contract (`data-source`,
 * `data-event-kind`, `data-at-call`), its label as a title, and a click that focuses its call.
 */
export const TokenCurveMarker = memo(function TokenCurveMarker({
  marker,
  cx,
  cy,
  onSelect,
}: MarkerProps) {
  if (cx === undefined || cy === undefined) return <g />;
  const style = MARKER_STYLES[marker.style];
  const select = (event: MouseEvent | KeyboardEvent) => {
    event.stopPropagation();
    onSelect(marker.atCall);
  };
  return (
    <g
      className={styles.marker}
      data-testid="curve-marker"
      data-source={marker.source}
      data-event-kind={marker.kind}
      data-at-call={marker.atCall}
      role="button"
      tabIndex={0}
      aria-label={marker.label}
      onClick={select}
      onKeyDown={(event) => {
        if (event.key === "Enter" || event.key === " ") select(event);
      }}
    >
      <title>{marker.label}</title>
      {style.shape === "triangle" && (
        <path
          d={`M${cx - SIZE},${cy - SIZE} L${cx + SIZE},${cy - SIZE} L${cx},${cy + SIZE} Z`}
          fill={style.color}
        />
      )}
      {style.shape === "circle" && <circle cx={cx} cy={cy} r={SIZE - 1} fill={style.color} />}
      {style.shape === "diamond" && (
        <path
          d={`M${cx},${cy - SIZE} L${cx + SIZE},${cy} L${cx},${cy + SIZE} L${cx - SIZE},${cy} Z`}
          fill={style.color}
        />
      )}
    </g>
  );
}, isSameMarker);
