import type { SweepSummary } from "@/lib/contracts/sweeps";
import { formatInteger } from "@/lib/view/format/format-number";
import styles from "./sweeps.module.css";

/** The running sweep's progress bar in replays, with Cancel. */
export function SweepProgress({ sweep, onCancel }: { sweep: SweepSummary; onCancel(): void }) {
  const { done, total } = sweep.progress;
  return (
    <div className={styles.progress}>
      <progress max={Math.max(1, total)} value={done} aria-label="Sweep progress" />
      <div className="button-row">
        <span role="status" data-testid="sweep-progress">
          {sweep.status === "queued" ? "Queued: " : "Running: "}
          {formatInteger(done)} of {formatInteger(total)} replays
        </span>
        <button type="button" className="button button-small button-danger" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
