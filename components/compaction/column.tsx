import type { ReactNode } from "react";
import styles from "./compaction.module.css";

/** One side of the page (Before or After), with its heading. */
export function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `${title.toLowerCase()}-heading`;
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.columnTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A titled part of a column: the title, its counts in muted text, then the content or why empty. */
export function Block({
  title,
  counts,
  empty,
  emptyTestId,
  children,
}: {
  title: string;
  counts: string;
  /** Shown instead of the content when set: why there is nothing. */
  empty: string | null;
  emptyTestId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.block}>
      <h3>
        {title} <span className="muted">{counts}</span>
      </h3>
      {empty === null ? (
        children
      ) : (
        <p className="muted" data-testid={emptyTestId}>
          {empty}
        </p>
      )}
    </div>
  );
}
