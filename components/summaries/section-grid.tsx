import type { GridRow } from "@/lib/view/summaries/section-grid";
import type { TextView } from "@/lib/view/summaries/text-view";
import { formatInteger } from "@/lib/view/format/format-number";
import { DiffText } from "./diff-text";
import styles from "./summaries.module.css";

type SectionGridProps = {
  rows: GridRow[];
  labels: readonly string[];
  view: TextView;
};

/**
 * The picked summaries side by side, one row per section, so the same section of each stands
 * on one line; each cell has its tokens and its words against the first column, or its own
 * text in the plain view.
 */
export function SectionGrid({ rows, labels, view }: SectionGridProps) {
  return (
    <div className={styles.gridScroll}>
      <table
        className={styles.grid}
        data-testid="section-grid"
        style={{ minWidth: labels.length * 260 + 160 }}
      >
        <caption className="visually-hidden">
          The nine sections of each picked summary
          {view === "diff" ? `, differences against ${labels[0]}` : ", as written"}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.sectionHead}>
              Section
            </th>
            {labels.map((label, index) => (
              <th scope="col" key={`${label}-${index}`}>
                {label}
                {index === 0 && <span className="muted"> · diffs against it</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-section={row.id}>
              <th scope="row" className={styles.sectionHead}>
                {row.title}
              </th>
              {row.cells.map((cell, index) => (
                <td key={`${cell.variantId}-${index}`} data-missing={cell.isMissing || undefined}>
                  {cell.isMissing ? (
                    <span className={styles.missing}>missing</span>
                  ) : (
                    <>
                      <div className={styles.cellMeta}>
                        {formatInteger(cell.tokens)} tokens
                        {index > 0 &&
                          view === "diff" &&
                          (cell.isDiffSkipped
                            ? " · too different to diff"
                            : ` · ${formatInteger(cell.changedWords)} words differ`)}
                      </div>
                      <div className={styles.cellText} data-view={view}>
                        {view === "diff" ? <DiffText segments={cell.segments} /> : cell.text}
                      </div>
                    </>
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
