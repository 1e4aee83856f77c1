import { EXPOSURE_DEFINITION } from "@/lib/compaction/aftermath/definitions";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { sweepAftermathLine } from "@/lib/view/sweeps/sweep-aftermath";
import styles from "./sweeps.module.css";

/**
 * The sweep's aftermath in one sentence (the setting that re-spent least after its compactions),
 * its definition one click away, and the aftermath table's exports.
 */
export function SweepAftermathLine({ sweepId, rows }: { sweepId: string; rows: SweepRow[] }) {
  const base = `/api/sweeps/${encodeURIComponent(sweepId)}/aftermath`;
  return (
    <div className={styles.aftermath} data-testid="sweep-aftermath">
      <p data-testid="sweep-aftermath-line">{sweepAftermathLine(rows)}</p>
      <div className={styles.aftermathFoot}>
        <details className={styles.definition}>
          <summary>
            {EXPOSURE_DEFINITION.title}
            <span className="visually-hidden">: definition</span>
          </summary>
          <p>{EXPOSURE_DEFINITION.definition}</p>
        </details>
        <div className={styles.exports}>
          <a href={`${base}?format=csv`} download>
            Aftermath CSV
          </a>
          <a href={`${base}?format=json`} download>
            Aftermath JSON
          </a>
        </div>
      </div>
    </div>
  );
}
