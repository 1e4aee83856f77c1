import type { CompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";
import { TablePager } from "./table-pager";

type ClearedTableProps = {
  cleared: CompactionPageModel["cleared"];
  hrefFor: (page: number) => string;
};

/** The tool results microcompaction had cleared before this compaction, oldest first. */
export function ClearedTable({ cleared, hrefFor }: ClearedTableProps) {
  if (cleared.total === 0)
    return (
      <p className="muted" data-testid="cleared-empty">
        Microcompaction cleared no tool results since the previous compaction.
      </p>
    );
  return (
    <div data-testid="cleared">
      <div
        className={styles.tableScroll}
        role="region"
        aria-label="Cleared tool results, scrollable"
        tabIndex={0}
      >
        <table className="data-table compact">
          <caption className="visually-hidden">Cleared tool results: {cleared.label}</caption>
          <thead>
            <tr>
              <th scope="col" data-align="end">
                Line
              </th>
              <th scope="col">Tool</th>
              <th scope="col">tool_use id</th>
              <th scope="col" data-align="end">
                Tokens
              </th>
            </tr>
          </thead>
          <tbody>
            {cleared.rows.map((row) => (
              <tr key={row.toolUseId}>
                <td data-align="end" className="mono">
                  {row.line ?? "—"}
                </td>
                <td>{row.tool}</td>
                <td className={`mono ${styles.fill}`} title={row.toolUseId}>
                  {row.toolUseId}
                </td>
                <td data-align="end">{formatInteger(row.tokens)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total, {formatInteger(cleared.total)} results
              </th>
              <td data-align="end" data-testid="cleared-total">
                {formatInteger(cleared.tokens)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <TablePager
        label={cleared.label}
        page={cleared.page}
        pages={cleared.pages}
        hrefFor={hrefFor}
        name="Cleared results"
      />
    </div>
  );
}
