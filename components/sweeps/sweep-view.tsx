"use client";

import type { SweepSummary } from "@/lib/contracts/sweeps";
import { harnessCaveat } from "@/lib/view/sweeps/harness-caveat";
import { SessionBreakdown } from "./session-breakdown";
import { SweepAftermathLine } from "./sweep-aftermath-line";
import { SweepChart } from "./sweep-chart";
import { SweepProgress } from "./sweep-progress";
import { SweepResultsTable } from "./sweep-results-table";
import styles from "./sweeps.module.css";
import { useSweep } from "./use-sweep";

const STATUS_WORDS: Record<SweepSummary["status"], string> = {
  queued: "Queued",
  running: "Running",
  done: "Done",
  failed: "Failed",
  cancelled: "Cancelled",
};

/**
 * One sweep: progress while it runs, then its results as a table and charts, with exports
 * (both download: the JSON holds each session's rows too), then session by session.
 */
export function SweepView({ initial }: { initial: SweepSummary }) {
  const { sweep, rows, sessions, error, isRunning, cancel } = useSweep(initial);
  const axes = Object.keys(sweep.grid);
  const base = `/api/sweeps/${sweep.id}/results`;
  const caveat = harnessCaveat(sweep.profile, sweep.grid);
  return (
    <div className="sweep" data-status={sweep.status}>
      <p>
        <span className="badge" data-testid="sweep-status">
          {STATUS_WORDS[sweep.status]}
        </span>{" "}
        {sweep.sessions} sessions
        {sweep.filterName !== null && (
          <>
            {" "}
            from the saved filter{" "}
            <strong data-testid="sweep-filter-name">{sweep.filterName}</strong>
          </>
        )}{" "}
        x {sweep.settingCount} settings, profile {sweep.profile}
      </p>
      {sweep.note && <p className={styles.note}>{sweep.note}</p>}
      {caveat && (
        <p className={styles.note} data-testid="sweep-harness-caveat">
          {caveat}
        </p>
      )}
      {sweep.error && (
        <p className="form-error" role="alert">
          {sweep.error}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {isRunning ? (
        <SweepProgress sweep={sweep} onCancel={() => void cancel()} />
      ) : rows === null ? (
        <p className="muted" role="status">
          Loading the results…
        </p>
      ) : (
        <section aria-label="Results" className={styles.results}>
          <div className="section-head">
            <h2>Results per setting</h2>
            <div className={styles.exports}>
              <a href={`${base}?format=csv`} download>
                Export CSV
              </a>
              <a href={`${base}?format=json&by=session`} download={`sweep-${sweep.id}.json`}>
                Export JSON
              </a>
            </div>
          </div>
          <SweepAftermathLine sweepId={sweep.id} rows={rows} />
          <SweepResultsTable rows={rows} axes={axes} />
          <SweepChart rows={rows} axes={axes} />
        </section>
      )}
      {!isRunning && rows !== null && sessions.length > 0 && (
        <SessionBreakdown sessions={sessions} rows={rows} profile={sweep.profile} />
      )}
    </div>
  );
}
