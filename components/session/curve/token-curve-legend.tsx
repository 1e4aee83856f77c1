import type { LegendItem } from "@/lib/view/session/curve/prepare-curve-legend";
import styles from "./token-curve.module.css";

/** The curve's legend, drawn from the same config as the chart (`prepareCurveLegend`). */
export function TokenCurveLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className={styles.legend} aria-label="Legend">
      {items.map((item) => (
        <li key={item.key}>
          <LegendSymbol item={item} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function LegendSymbol({ item }: { item: LegendItem }) {
  const { symbol, color } = item;
  return (
    <svg width="14" height="10" aria-hidden="true" className={styles.legendSymbol}>
      {symbol === "area" && <rect x="0" y="1" width="14" height="8" fill={color} />}
      {symbol === "line" && <line x1="0" y1="5" x2="14" y2="5" stroke={color} strokeWidth="2" />}
      {symbol === "dashed" && (
        <line x1="0" y1="5" x2="14" y2="5" stroke={color} strokeWidth="1.5" strokeDasharray="3 2" />
      )}
      {symbol === "triangle" && <path d="M3,1 L11,1 L7,9 Z" fill={color} />}
      {symbol === "circle" && <circle cx="7" cy="5" r="4" fill={color} />}
      {symbol === "diamond" && <path d="M7,0 L12,5 L7,10 L2,5 Z" fill={color} />}
    </svg>
  );
}
