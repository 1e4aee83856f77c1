import type { EntryTable as EntryTableModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";
import { PagedTable } from "./paged-table";

type EntryTableProps = {
  name: string;
  table: EntryTableModel;
  hrefFor: (page: number) => string;
  testId: string;
};

/** The records of a range, one page of them, with the totals over the whole range. */
export function EntryTable({ name, table, hrefFor, testId }: EntryTableProps) {
  return (
    <PagedTable
      name={name}
      page={table}
      hrefFor={hrefFor}
      testId={testId}
      columns={4}
      totalLabel={`Total, ${formatInteger(table.total)} records (lines ${table.lines})`}
      totalTokens={table.tokens}
      head={
        <>
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
        </>
      }
    >
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
    </PagedTable>
  );
}
