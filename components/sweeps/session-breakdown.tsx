"use client";

import { useId, useMemo, useState } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { SweepRow, SweepSessionRows } from "@/lib/sweeps/aggregate-sweep";
import { formatInteger } from "@/lib/view/format/format-number";
import {
  describeSetting,
  RECORDED_VS_REPLAYED,
  toSessionBreakdown,
} from "@/lib/view/sweeps/session-breakdown";
import { sessionBreakdownColumns } from "./session-breakdown-columns";
import styles from "./sweeps.module.css";

type SessionBreakdownProps = {
  sessions: SweepSessionRows[];
  /** The rows per setting, the recorded reality first. */
  rows: SweepRow[];
  profile: string;
};

/**
 * One setting of the sweep session by session against the recording: the sentence that sums
 * it, the sessions that differ first, each a link that opens its what-if.
 */
export function SessionBreakdown({ sessions, rows, profile }: SessionBreakdownProps) {
  const [settingIndex, setSettingIndex] = useState(0);
  const selectId = useId();
  const columns = useMemo(() => sessionBreakdownColumns(), []);
  const breakdown = useMemo(
    () => toSessionBreakdown(sessions, settingIndex, profile, rows),
    [sessions, settingIndex, profile, rows],
  );
  const settings = rows.slice(1);
  return (
    <section aria-labelledby="breakdown-heading" className={styles.results}>
      <div className="section-head">
        <h2 id="breakdown-heading">Per session</h2>
        <div className={styles.breakdownPick}>
          <label htmlFor={selectId}>Setting</label>
          <select
            id={selectId}
            value={settingIndex}
            onChange={(event) => setSettingIndex(Number(event.target.value))}
            data-testid="breakdown-setting"
          >
            {settings.map((row, index) => (
              <option key={index} value={index}>
                {describeSetting(row.setting ?? {})}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.note}>{RECORDED_VS_REPLAYED}</p>
      <p data-testid="breakdown-summary">{breakdown.summary}</p>
      <DataTable
        columns={columns}
        data={breakdown.rows}
        getRowId={(row) => row.transcriptId}
        caption="Each session recorded and replayed under the picked setting"
        testId="sweep-breakdown"
        className="compact"
      />
      {breakdown.hiddenSessions > 0 && (
        <p className="muted">
          Showing {formatInteger(breakdown.rows.length)} of{" "}
          {formatInteger(breakdown.rows.length + breakdown.hiddenSessions)} sessions, the differing
          ones first; Export JSON has every one.
        </p>
      )}
    </section>
  );
}
