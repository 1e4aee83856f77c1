// Runs once when the server starts: uploads that a crash left pending are removed, so a
// failed upload never leaves anything half written behind (SPEC section 7), and from then on
// every minute those whose receiving process went away. The sweep never stops the server
// from starting: on a disk too full to delete, it retries in the background.
// Then every capability settles the jobs a killed process left (lib/server/resume-unfinished.ts):
// summary variants and batches say they were interrupted, sweeps and re-parses resume from what
// they had not stored. That only when jobs run in this process (SQLite).
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
  const server = await import("./lib/server");
  // Each capability's upkeep, from the store functions: uploads left pending are swept.
  server.startUpkeep(startedAt);
  // A capability's step makes its service here only when it throws no AppError: a service
  // made here is this bundle's (its own AppError class), and the routes would share it.
  server.resumeUnfinished(startedAt);
}
