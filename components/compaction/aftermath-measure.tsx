import type { AftermathMeasureView } from "@/lib/view/compaction/aftermath-section";
import styles from "./aftermath.module.css";

/** One measure: its title and figure, its definition one click away, its rows (calls linked). */
export function AftermathMeasure({
  measure,
  callHref,
}: {
  measure: AftermathMeasureView;
  callHref: (call: number) => string;
}) {
  const id = `aftermath-${measure.key}`;
  return (
    <div className={styles.measure} data-testid={id}>
      <h3 id={`${id}-heading`}>
        {measure.title}: <span data-testid={`${id}-figure`}>{measure.figure}</span>
      </h3>
      <details className={styles.definition}>
        <summary>
          What this counts<span className="visually-hidden">: {measure.title}</span>
        </summary>
        <p>{measure.definition}</p>
      </details>
      {measure.rows.length > 0 && (
        <div
          className={styles.tableScroll}
          role="region"
          aria-labelledby={`${id}-heading`}
          tabIndex={0}
        >
          <table className="data-table compact">
            <thead>
              <tr>
                {measure.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {measure.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td
                      key={i}
                      className={cell.isLong ? `mono ${styles.text}` : undefined}
                      title={cell.title}
                    >
                      {cell.call === undefined ? (
                        cell.text
                      ) : (
                        <a href={callHref(cell.call)}>{cell.text}</a>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
