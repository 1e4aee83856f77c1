import type { EntryTable as EntryTableModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";
import { TablePager } from "./table-pager";

type EntryTableProps = {
  name: string;
  table: EntryTableModel;
  hrefFor: (page: number) => string;
  testId: string;
};

/** The records of a range, one page of them, with the totals over the whole range. */
export function EntryTable({ name, table, hrefFor, testId }: EntryTableProps) {
  return (
    <div data-testid={testId}>
      <div
        className={styles.tableScroll}
        role="region"
        aria-label={`${name}, scrollable`}
        tabIndex={0}
      >
        <table className="data-table compact">
          <caption className="visually-hidden">
            {name}: {table.label}
          </caption>
          <thead>
            <tr>
              <th scope="col" data-align="end" title="1-based line in the file">
                Line
              </th>
              <th scope="col">Record</th>
              <th scope="col">Tool</th>
              <th
                scope="col"
                data-align="end"
                title="The engine's estimate: characters / charsPerToken, images at tokensPerImage; 0 for records the API never sees"
              >
                Tokens
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.index}>
                <td data-align="end" className="mono">
                  {row.line}
                </td>
                <td>{row.kind}</td>
                <td className={styles.fill} title={row.tools}>
                  {row.tools}
                </td>
                <td data-align="end">{formatInteger(row.tokens)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total, {formatInteger(table.total)} records (lines {table.lines})
              </th>
              <td data-align="end" data-testid={`${testId}-total`}>
                {formatInteger(table.tokens)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <TablePager
        label={table.label}
        page={table.page}
        pages={table.pages}
        hrefFor={hrefFor}
        name={name}
      />
    </div>
  );
}
