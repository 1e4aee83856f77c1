import type { PrismaClient } from "./generated/client";
import { providerOf } from "./portable-queries";

/** Pages moved per step: bounds how far the WAL grows (4 MB at 4 KB pages) on a nearly full disk. */
const PAGES_PER_STEP = 1_024;

/**
 * Gives the space of deleted rows back to the disk. SQLite keeps freed pages for reuse and
 * the WAL never shrinks by itself, so deleting a transcript used to free nothing. With
 * `auto_vacuum = INCREMENTAL` (set by migrateDatabase) each step moves up to 1,024 pages off
 * the end of the file and a TRUNCATE checkpoint writes them home and empties the WAL: small
 * steps, because the moved pages pass through the WAL, which needs free space of its own.
 * Yields to the event loop between steps. Returns the pages freed.
 *
 * PostgreSQL: nothing to do, returns 0. Its autovacuum already marks deleted rows (and their
 * TOASTed bytea) for reuse by later writes; handing the space to the operating system would
 * take VACUUM FULL, which locks and rewrites whole tables: an operator's maintenance job on a
 * shared server, never something to run after every delete.
 */
export async function reclaimSpace(db: PrismaClient): Promise<number> {
  if (providerOf(db) === "postgresql") return 0;
  let freed = 0;
  for (;;) {
    const before = await freelistCount(db);
    if (before > 0) await db.$queryRawUnsafe(`PRAGMA incremental_vacuum(${PAGES_PER_STEP})`);
    await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
    const after = await freelistCount(db);
    freed += before - after;
    // Without auto_vacuum (a database made before it) nothing moves: the checkpoint is all.
    if (after === 0 || after >= before) return freed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function freelistCount(db: PrismaClient): Promise<number> {
  const rows =
    await db.$queryRawUnsafe<{ freelist_count: number | bigint }[]>("PRAGMA freelist_count");
  return Number(rows[0]?.freelist_count ?? 0);
}

/**
 * Runs reclaimSpace after deletes without making them wait, one run at a time: a request
 * that comes while a run is going makes one more run after it. A failure (the disk still
 * too full for the WAL) is logged and the next delete tries again. `afterRun` follows each
 * run (the app puts its ballast file back there).
 */
export function createSpaceReclaimer(db: () => PrismaClient, afterRun: () => void = () => {}) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = async (): Promise<void> => {
    do {
      again = false;
      await reclaimSpace(db()).catch((error: unknown) =>
        console.warn("Could not give freed space back to the disk yet:", String(error)),
      );
    } while (again);
    afterRun();
    running = null;
  };
  return {
    request(): Promise<void> {
      if (running) again = true;
      else running = run();
      return running;
    },
    /** Resolves once no run is going (tests, and a shutdown that wants the space back). */
    settled(): Promise<void> {
      return running ?? Promise.resolve();
    },
  };
}
