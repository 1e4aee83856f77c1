import type { CompactionPageModel } from "@/lib/view/compaction/compaction-page-model";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./compaction.module.css";
import { ClearedTable } from "./cleared-table";
import { EntryTable } from "./entry-table";

type Table = "before" | "cleared" | "kept";

type BeforeColumnProps = {
  page: CompactionPageModel;
  /** The address of page `n` of one table, the others left where they are. */
  hrefFor: (table: Table, n: number) => string;
};

/** Left side: what went into the compaction, what microcompaction had cleared, what was kept. */
export function BeforeColumn({ page, hrefFor }: BeforeColumnProps) {
  const { summarised, cleared, kept } = page;
  return (
    <section className={styles.column} aria-labelledby="before-heading">
      <h2 id="before-heading" className={styles.columnTitle}>
        Before
      </h2>
      <div className={styles.block}>
        <h3>
          Summarised{" "}
          <span className="muted">
            {formatInteger(summarised.total)} records · {formatInteger(summarised.tokens)} tokens
          </span>
        </h3>
        {summarised.total === 0 ? (
          <p className="muted" data-testid="summarised-empty">
            Nothing was summarised: no main-thread records since the previous compaction.
          </p>
        ) : (
          <EntryTable
            name="Summarised records"
            table={summarised}
            hrefFor={(n) => hrefFor("before", n)}
            testId="summarised"
          />
        )}
      </div>
      <div className={styles.block}>
        <h3>
          Cleared by microcompaction{" "}
          <span className="muted">
            {formatInteger(cleared.total)} results · {formatInteger(cleared.tokens)} tokens
          </span>
        </h3>
        <ClearedTable cleared={cleared} hrefFor={(n) => hrefFor("cleared", n)} />
      </div>
      <div className={styles.block}>
        <h3>
          Kept verbatim{" "}
          <span className="muted">
            {formatInteger(kept.total)} records · {formatInteger(kept.tokens)} tokens
          </span>
        </h3>
        {kept.total === 0 ? (
          <p className="muted" data-testid="kept-empty">
            {page.origin === "recorded"
              ? "Nothing recorded as kept: a recorded compaction does not say which messages it kept (new messages after it show on the right)."
              : "Nothing kept: a full compaction replaces every message with the summary."}
          </p>
        ) : (
          <EntryTable
            name="Kept records"
            table={kept}
            hrefFor={(n) => hrefFor("kept", n)}
            testId="kept"
          />
        )}
      </div>
    </section>
  );
}
