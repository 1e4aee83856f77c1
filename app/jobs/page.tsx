import type { Metadata } from "next";
import { JobsView } from "@/components/jobs/jobs-view";
import { services } from "@/lib/server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Jobs" };

/** Running and recent long work (sweeps, summary batches, re-parses) with progress and Cancel. */
export default async function JobsPage() {
  const jobs = await services().jobs.list();
  return (
    <div>
      <div className="page-head">
        <h1>Jobs</h1>
      </div>
      <p className="muted">
        Long work runs as jobs: in the web server with SQLite, on <code>npm run worker</code>{" "}
        processes with PostgreSQL. Progress is read from the database, so every job shows here
        whichever process runs it.
      </p>
      <JobsView initial={jobs} />
    </div>
  );
}
