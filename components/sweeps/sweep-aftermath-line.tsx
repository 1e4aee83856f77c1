import { AftermathFoot } from "@/components/summaries/aftermath-foot";
import { EXPOSURE_DEFINITION } from "@/lib/compaction/aftermath/definitions";
import type { SweepRow } from "@/lib/sweeps/aggregate-sweep";
import { sweepAftermathLine } from "@/lib/view/sweeps/sweep-aftermath";
import styles from "./sweeps.module.css";

/**
 * The sweep's aftermath in one sentence (the setting that re-spent least after its compactions),
 * its definition one click away, and the aftermath table's exports.
 */
export function SweepAftermathLine({ sweepId, rows }: { sweepId: string; rows: SweepRow[] }) {
  return (
    <div className={styles.aftermath} data-testid="sweep-aftermath">
      <p data-testid="sweep-aftermath-line">{sweepAftermathLine(rows)}</p>
      <AftermathFoot
        title={EXPOSURE_DEFINITION.title}
        definition={EXPOSURE_DEFINITION.definition}
        base={`/api/sweeps/${encodeURIComponent(sweepId)}/aftermath`}
      />
    </div>
  );
}
