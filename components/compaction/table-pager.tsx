import Link from "next/link";
import styles from "./compaction.module.css";

type TablePagerProps = {
  label: string;
  page: number;
  pages: number;
  /** The address of another page of the same table (the rest of the query kept). */
  hrefFor: (page: number) => string;
  /** Names the table for screen readers ("Summarised records"). */
  name: string;
};

/**
 * "showing 201–400 of 3,412" with links to the neighbouring pages: plain links, so the
 * browser's own keyboard handling and history work and the page never holds every row.
 */
export function TablePager({ label, page, pages, hrefFor, name }: TablePagerProps) {
  return (
    <nav className={styles.pager} aria-label={`${name} pages`}>
      <span className="muted" data-testid="rows-shown">
        {label}
      </span>
      {pages > 1 && (
        <span className={styles.pagerLinks}>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} scroll={false} rel="prev">
              ← Previous {name.toLowerCase()}
            </Link>
          ) : null}
          <span className="muted">
            page {page} of {pages}
          </span>
          {page < pages ? (
            <Link href={hrefFor(page + 1)} scroll={false} rel="next">
              Next {name.toLowerCase()} →
            </Link>
          ) : null}
        </span>
      )}
    </nav>
  );
}
