import type { ReactNode } from "react";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";
import { TablePager } from "./table-pager";

type PagedTableProps = {
  /** Names the table for screen readers and its pager ("Summarised records"). */
  name: string;
  page: { label: string; page: number; pages: number };
  hrefFor: (page: number) => string;
  testId: string;
  /** Header cells; the last is the tokens column the total sits under. */
  head: ReactNode;
  children: ReactNode;
  /** What the total counts ("Total, 23 results") and the tokens over every page. */
  totalLabel: string;
  totalTokens: number;
  columns: number;
};

/**
 * One page of a long table in a keyboard-scrollable region, its total over every page in a
 * sticky footer and the pager below: the shape of every table in the Before column.
 */
export function PagedTable(props: PagedTableProps) {
  const { name, page, hrefFor, testId, head, children, totalLabel, totalTokens, columns } = props;
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
            {name}: {page.label}
          </caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns - 1}>
                {totalLabel}
              </th>
              <td data-align="end" data-testid={`${testId}-total`}>
                {formatInteger(totalTokens)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <TablePager
        label={page.label}
        page={page.page}
        pages={page.pages}
        hrefFor={hrefFor}
        name={name}
      />
    </div>
  );
}
