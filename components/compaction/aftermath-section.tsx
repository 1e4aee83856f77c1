import type { AftermathSectionView } from "@/lib/view/compaction/aftermath-section";
import { AftermathMeasure } from "./aftermath-measure";
import styles from "./aftermath.module.css";
import pageStyles from "./compaction.module.css";

const SECTION = `${pageStyles.column} ${styles.section}`;

/** What the session did after this compaction: a lead line, then each measure. */
export function AftermathSection({
  view,
  callHref,
}: {
  view: AftermathSectionView;
  callHref: (call: number) => string;
}) {
  return (
    <section className={SECTION} aria-labelledby="aftermath-heading" data-testid="aftermath">
      <h2 id="aftermath-heading" className={pageStyles.columnTitle}>
        Aftermath
      </h2>
      {view.kind === "none" ? (
        <p className="muted">{view.reason}</p>
      ) : (
        <>
          <p className={styles.lead} data-testid="aftermath-lead">
            {view.lead}
          </p>
          <div className={styles.measures}>
            {view.measures.map((measure) => (
              <AftermathMeasure key={measure.key} measure={measure} callHref={callHref} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

/** While the aftermath is measured (the first view of a long session reads its raw lines). */
export function AftermathLoading() {
  return (
    <section className={SECTION} aria-busy="true">
      <h2 className={pageStyles.columnTitle}>Aftermath</h2>
      <p className="muted">Measuring what the session did after this compaction…</p>
    </section>
  );
}
