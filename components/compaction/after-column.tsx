import type { ReactNode } from "react";
import { AFTER_KIND_HINTS } from "@/lib/view/compaction/after-rows";
import type { CompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import { Block, Column } from "./column";
import styles from "./compaction.module.css";

type AfterColumnProps = {
  page: CompactionPageModel;
  /** The summary panel (it reads the raw file, so it streams in on its own). */
  summary: ReactNode;
};

/** Right side: the post-compact context item by item, its total the engine's, then the summary. */
export function AfterColumn({ page, summary }: AfterColumnProps) {
  const { after, header } = page;
  return (
    <Column title="After">
      <Block
        title="Post-compact context"
        counts={`${formatInteger(after.total)} tokens`}
        empty={
          after.rows.length === 0 ? "The engine itemised nothing after this compaction." : null
        }
        emptyTestId="after-empty"
      >
        <div
          className={styles.tableScroll}
          role="region"
          aria-label="Post-compact context, scrollable"
          tabIndex={0}
        >
          <table className="data-table compact" data-testid="after-items">
            <caption className="visually-hidden">Post-compact context item by item</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Path or name</th>
                <th scope="col" data-align="end">
                  Tokens
                </th>
                <th scope="col" data-align="end">
                  Share
                </th>
              </tr>
            </thead>
            <tbody>
              {after.rows.map((row) => (
                <tr key={row.key} title={AFTER_KIND_HINTS[row.kind]}>
                  <td>{row.label}</td>
                  <td className={`mono ${styles.fill}`} title={row.detail}>
                    {row.shortDetail}
                  </td>
                  <td data-align="end">{formatInteger(row.tokens)}</td>
                  <td data-align="end">{row.shareLabel}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total {header.isPostKnown ? "" : "(records only: a lower bound)"}
                </th>
                <td data-align="end" data-testid="after-total">
                  {formatInteger(after.total)}
                </td>
                <td data-align="end">100%</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </Block>
      <div className={styles.block}>{summary}</div>
    </Column>
  );
}
