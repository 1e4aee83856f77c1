"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { JobView } from "@/lib/contracts/jobs";
import { toJobRow } from "@/lib/view/jobs/job-rows";
import { jobColumns } from "./jobs-columns";
import { useJobs } from "./use-jobs";

/** Running and recent jobs with their progress, polled; a queued or running one can be cancelled. */
export function JobsView({ initial }: { initial: JobView[] }) {
  const { jobs, error, cancel } = useJobs(initial);
  const rows = useMemo(() => (jobs ?? []).map(toJobRow), [jobs]);
  const columns = useMemo(() => jobColumns((row) => void cancel(row.kind, row.id)), [cancel]);
  return (
    <div>
      {error === null ? null : (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {rows.length === 0 ? (
        <EmptyState title="No jobs yet" testId="jobs-empty">
          <p>
            Sweeps, summary batches and re-parses show here while they run, with their progress.
          </p>
        </EmptyState>
      ) : (
        <DataTable
          columns={columns}
          data={rows}
          getRowId={(row) => row.key}
          caption="Running and recent jobs"
          testId="jobs-table"
        />
      )}
    </div>
  );
}
