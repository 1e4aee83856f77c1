import type { TooltipContentProps } from "recharts";
import { describeCurvePoint } from "@/lib/view/session/curve/describe-curve-point";
import type { CurveMarker } from "@/lib/view/session/curve/prepare-curve-markers";
import type { CurvePoint } from "@/lib/view/session/curve/prepare-curve-series";
import type { ThresholdLine } from "@/lib/view/session/curve/prepare-threshold-lines";
import styles from "./token-curve.module.css";

type Props = Partial<TooltipContentProps<number, string>> & {
  lines: readonly ThresholdLine[];
  markersByCall: ReadonlyMap<number, CurveMarker[]>;
};

/** The numbers of the call under the pointer, as `describeCurvePoint` words them. */
export function TokenCurveTooltip({ active, payload, lines, markersByCall }: Props) {
  const point = payload?.[0]?.payload as CurvePoint | undefined;
  if (!active || !point) return null;
  const described = describeCurvePoint(point, lines, markersByCall.get(point.call) ?? []);
  return (
    <div className={styles.tooltip} data-testid="curve-tooltip" data-call={point.call}>
      <p className={styles.tooltipTitle}>{described.title}</p>
      <dl className={styles.tooltipRows}>
        {described.rows.map((row) => (
          <div key={row.key} className={row.color ? undefined : styles.tooltipTotal}>
            <dt>
              {row.color && <span className={styles.swatch} style={{ background: row.color }} />}
              {row.label}
            </dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {described.crossed.length > 0 && (
        <p className={styles.tooltipNote}>At or over: {described.crossed.join(", ")}</p>
      )}
      {described.markers.map((label) => (
        <p key={label} className={styles.tooltipNote}>
          {label}
        </p>
      ))}
    </div>
  );
}
