import type { CompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";
import { PagedTable } from "./paged-table";

type ClearedTableProps = {
  cleared: CompactionPageModel["cleared"];
  hrefFor: (page: number) => string;
};

/** The tool results microcompaction had cleared before this compaction, oldest first. */
export function ClearedTable({ cleared, hrefFor }: ClearedTableProps) {
  return (
    <PagedTable
      name="Cleared results"
      page={cleared}
      hrefFor={hrefFor}
      testId="cleared"
      columns={4}
      totalLabel={`Total, ${formatInteger(cleared.total)} results`}
      totalTokens={cleared.tokens}
      head={
        <>
          <th scope="col" data-align="end">
            Line
          </th>
          <th scope="col">Tool</th>
          <th scope="col">tool_use id</th>
          <th scope="col" data-align="end">
            Tokens
          </th>
        </>
      }
    >
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
    </PagedTable>
  );
}
