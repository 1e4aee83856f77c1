// Runs once when the server starts: uploads that a crash left pending are removed, so a
// failed upload never leaves anything half written behind (SPEC section 7), and from then on
// every minute those whose receiving process went away. The sweep never stops the server
// from starting: on a disk too full to delete, it retries in the background.
// Summary variants and batches a killed process left running say they were interrupted.
// Sweeps it left queued or running resume from the sessions they had not stored, with a note.
// All that only when jobs run in this process (SQLite): on a PostgreSQL queue, workers may be
// running those jobs right now, and pg-boss itself hands a dead worker's job to another.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { runUnscoped } = await import("./lib/db/workspace-scope");
  // A team server with a weak AUTH_SECRET or half an OIDC configuration stops here, saying why,
  // rather than answering 500 to every sign-in.
  const { isTeamMode, readAuthSecret } = await import("./lib/auth/team-mode");
  const { readOidcSettings } = await import("./lib/auth/auth-env");
  if (isTeamMode()) {
    readAuthSecret();
    readOidcSettings();
  }
  const { ensureBallast } = await import("./lib/storage/ballast");
  const startedAt = new Date();
  ensureBallast();
  // Upkeep of the whole server, every workspace's rows (a team server has no request here).
  runUnscoped(() => startUpkeep(startedAt));
}

async function startUpkeep(startedAt: Date): Promise<void> {
  const { jobsRunInProcess } = await import("./lib/jobs/job-queue");
  const { getDb } = await import("./lib/server/database");
  const { startUploadUpkeep } = await import("./lib/services/ingest/sweep-dead-uploads");
  const { retryUntilDone } = await import("./lib/db/retry-until-done");
  // The store functions, not the summaries service: a service made here would be this bundle's
  // (its own AppError class), and the routes would then share it through globalThis.
  const { markUnfinishedVariantsInterrupted } = await import("./lib/db/summary-variants");
  const { markUnfinishedBatchesInterrupted } = await import("./lib/db/summary-batches");
  const { databaseProvider, readDatabaseUrl } = await import("./lib/db/database-url");
  // On PostgreSQL several web servers share the rows, and another one's upload in flight is
  // pending too: there only an upload whose heartbeat stopped counts as left behind. Uploads
  // that die later (a killed server behind the same database) are swept every minute.
  startUploadUpkeep({
    db: getDb,
    startedAt,
    isShared: databaseProvider(readDatabaseUrl()) === "postgresql",
  });
  if (!jobsRunInProcess()) return;
  void retryUntilDone("Marking summary variants left unfinished by an earlier run", async () => {
    const variants = await markUnfinishedVariantsInterrupted(getDb(), startedAt);
    const batches = await markUnfinishedBatchesInterrupted(getDb(), startedAt);
    if (variants + batches > 0)
      console.log(
        `Marked ${variants} summary variant(s) and ${batches} batch(es) interrupted by an earlier run.`,
      );
  });
  void retryUntilDone("Resuming sweeps left unfinished by an earlier run", async () => {
    // The sweeps service throws no AppError, so one made here may serve the routes too.
    const { getSweepsService } = await import("./lib/services/sweeps");
    const resumed = await getSweepsService().resumeUnfinished(startedAt);
    if (resumed > 0) console.log(`Resumed ${resumed} sweep(s) left unfinished by an earlier run.`);
    const { getReparseService } = await import("./lib/services/reparse");
    const reparses = await getReparseService().resumeUnfinished(startedAt);
    if (reparses > 0)
      console.log(`Resumed ${reparses} re-parse(s) left unfinished by an earlier run.`);
  });
}
