import type { PrismaClient } from "../../db/generated/client";
import { retryUntilDone } from "../../db/retry-until-done";
import { sweepPendingTranscripts } from "../../db/transcript-store";
import { pruneUploadProgress } from "../../db/upload-progress";
import { KEEP_DONE_MS, STALE_MS, UPLOAD_STALL_MS } from "./upload-status";

/**
 * Removes the rows of uploads nobody is receiving any more: pending transcripts (with their raw
 * chunks) whose heartbeat is older than the stall limit at `now`. A live upload moves its
 * heartbeat every UPLOAD_HEARTBEAT_MS however slowly its bytes come, so it is never one of them.
 */
export async function sweepDeadUploads(
  db: PrismaClient,
  now: number,
  stallMs: number = UPLOAD_STALL_MS,
): Promise<number> {
  return sweepPendingTranscripts(db, new Date(now - stallMs));
}

export type UploadUpkeepOptions = {
  db: () => PrismaClient;
  /** When this server started: on SQLite, every pending row from before is a dead upload. */
  startedAt: Date;
  /** PostgreSQL: other servers share the rows, and their uploads in flight are pending too. */
  isShared: boolean;
  now?: () => number;
  everyMs?: number;
};

/**
 * The server's upkeep of uploads: at start, the uploads an earlier run left pending go (on
 * SQLite all of them, as this process is the only one receiving; on PostgreSQL those unheard
 * of for the stall limit); then every `everyMs` (the stall limit) the uploads that died since
 * go too, so a killed server's chunks do not wait for a restart, and progress rows long
 * finished or abandoned are pruned in every workspace. Failures (a full disk) are logged and
 * the next round tries again. Returns the function that stops the rounds.
 */
export function startUploadUpkeep({
  db,
  startedAt,
  isShared,
  now = Date.now,
  everyMs = UPLOAD_STALL_MS,
}: UploadUpkeepOptions): () => Promise<void> {
  const deadBefore = isShared ? startedAt.getTime() - UPLOAD_STALL_MS : startedAt.getTime();
  void retryUntilDone("Removing uploads left unfinished by an earlier run", async () => {
    const removed = await sweepPendingTranscripts(db(), new Date(deadBefore));
    if (removed > 0) console.log(`Removed ${removed} upload(s) left unfinished by an earlier run.`);
  });
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    round ??= sweepRound(db(), now())
      .catch((error: unknown) => console.warn("Sweeping dead uploads failed:", String(error)))
      .finally(() => (round = null));
  }, everyMs);
  timer.unref?.();
  // Resolves once a round in flight has ended, so a caller can close the database after it.
  return async () => {
    clearInterval(timer);
    await round;
  };
}

async function sweepRound(db: PrismaClient, now: number): Promise<void> {
  const removed = await sweepDeadUploads(db, now);
  if (removed > 0) console.log(`Removed ${removed} upload(s) whose receiving process went away.`);
  await pruneUploadProgress(db, {
    finishedBefore: new Date(now - KEEP_DONE_MS),
    staleBefore: new Date(now - STALE_MS),
  });
}
