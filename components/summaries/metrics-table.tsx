import type { MetricRow } from "@/lib/view/summaries/metrics-table";
import { MetricDefinition } from "./metric-definition";
import styles from "./summaries.module.css";

const BETTER_WORDS = { higher: "higher is better", lower: "lower is better" } as const;

/** One row per metric, one column per picked summary, the best value marked. */
export function MetricsTable({ rows, labels }: { rows: MetricRow[]; labels: readonly string[] }) {
  return (
    <div className={styles.gridScroll}>
      <table className={styles.metrics} data-testid="metrics-table">
        <caption className="visually-hidden">Metrics of the picked summaries</caption>
        <thead>
          <tr>
            <th scope="col">Metric</th>
            {labels.map((label, index) => (
              <th scope="col" key={`${label}-${index}`} data-align="end">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-metric={row.id}>
              <th scope="row">
                <MetricDefinition label={row.label} definition={row.definition} />
                {row.better && <span className={styles.better}>{BETTER_WORDS[row.better]}</span>}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={`${cell.variantId}-${index}`}
                  data-align="end"
                  data-best={cell.isBest || undefined}
                >
                  <span className={cell.isBest ? styles.best : undefined}>
                    {cell.display}
                    {cell.isBest && <span className={styles.bestMark}> ★ best</span>}
                  </span>
                  {cell.items.length > 0 && (
                    <details className={styles.items}>
                      <summary>
                        {cell.items.length} {cell.items.length === 1 ? "item" : "items"}
                      </summary>
                      <ul>
                        {cell.items.map((item, itemIndex) => (
                          <li key={itemIndex}>{item}</li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
