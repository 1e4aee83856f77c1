// Runs once when the server starts: uploads that a crash left pending are removed, so a
// failed upload never leaves anything half written behind (SPEC section 7).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDb } = await import("./lib/db/client");
  const { sweepPendingTranscripts } = await import("./lib/db/transcript-store");
  const removed = await sweepPendingTranscripts(getDb());
  if (removed > 0) console.log(`Removed ${removed} upload(s) left unfinished by an earlier run.`);
}
