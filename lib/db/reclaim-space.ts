import path from "node:path";
import { isOutOfSpace } from "../errors";
import { freeBytesIn } from "../disk-bytes";
import type { PrismaClient } from "./generated/client";
import { providerOf } from "./portable-queries";

/** Pages moved per step at most: bounds how far the WAL grows (4 MB at 4 KB pages). */
const MAX_PAGES_PER_STEP = 1_024;
/** ...and at least: fewer would spend more on the checkpoints than they move. */
const MIN_PAGES_PER_STEP = 16;

/**
 * Gives the space of deleted rows back to the disk. SQLite keeps freed pages for reuse and
 * the WAL never shrinks by itself, so without this deleting a transcript frees nothing. With
 * `auto_vacuum = INCREMENTAL` (set by migrateDatabase) each step moves up to 1,024 pages off
 * the end of the file and a TRUNCATE checkpoint writes them home and empties the WAL: small
 * steps, because the moved pages pass through the WAL, which needs free space of its own; on a
 * nearly full disk a step moves only what half the free space holds, and a step that still
 * finds the disk full is retried at half its size, so each freed step makes the next one room.
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
  const { file, pageSize } = await databaseFileOf(db);
  let ceiling = MAX_PAGES_PER_STEP;
  for (;;) {
    const before = await freelistCount(db);
    if (before > 0) {
      const pages = Math.min(ceiling, pagesThatFit(file, pageSize));
      try {
        await db.$queryRawUnsafe(`PRAGMA incremental_vacuum(${pages})`);
      } catch (error) {
        if (!isOutOfSpace(error) || pages <= MIN_PAGES_PER_STEP) throw error;
        ceiling = Math.max(MIN_PAGES_PER_STEP, Math.floor(pages / 2));
        await checkpointWal(db); // the failed step's frames are garbage: their space goes back
        continue;
      }
    }
    await checkpointWal(db);
    const after = await freelistCount(db);
    freed += before - after;
    // Without auto_vacuum (a database made before it) nothing moves: the checkpoint is all.
    if (after === 0 || after >= before) return freed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Writes the WAL's frames into the database and truncates the WAL to nothing, so the space a
 * burst of writes grew it to goes back to the disk (SQLite only ever reuses it otherwise).
 * PostgreSQL: nothing to do.
 */
export async function checkpointWal(db: PrismaClient): Promise<void> {
  if (providerOf(db) === "postgresql") return;
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
}

/**
 * Runs a delete that must work on a full disk. A delete writes SQLite's WAL before it frees
 * anything, so when it finds the disk full the ballast is given up and the WAL checkpointed
 * (its space back to the disk), and the delete tried once more; `noRoom` makes the error when
 * that too finds the disk full (only space freed outside the app can help then).
 */
export async function deleteWithRoom<T>(
  db: PrismaClient,
  remove: () => Promise<T>,
  { releaseBallast, noRoom }: { releaseBallast: () => boolean; noRoom: () => Error },
): Promise<T> {
  try {
    return await remove();
  } catch (error) {
    if (!isOutOfSpace(error)) throw error;
  }
  releaseBallast();
  await checkpointWal(db).catch((error: unknown) =>
    console.warn("Could not checkpoint the WAL on a full disk:", String(error)),
  );
  try {
    return await remove();
  } catch (error) {
    if (isOutOfSpace(error)) throw noRoom();
    throw error;
  }
}

/** Pages a vacuum step may move: their copies in the WAL take at most half the free space. */
function pagesThatFit(file: string | null, pageSize: number): number {
  const free = file === null ? null : freeBytesIn(path.dirname(file));
  if (free === null) return MAX_PAGES_PER_STEP;
  const pages = Math.floor(free / 2 / (pageSize + 24));
  return Math.max(MIN_PAGES_PER_STEP, Math.min(MAX_PAGES_PER_STEP, pages));
}

async function databaseFileOf(
  db: PrismaClient,
): Promise<{ file: string | null; pageSize: number }> {
  const files = await db.$queryRawUnsafe<{ name: string; file: string }[]>("PRAGMA database_list");
  const sizes = await db.$queryRawUnsafe<{ page_size: number | bigint }[]>("PRAGMA page_size");
  const file = files.find((row) => row.name === "main")?.file;
  return { file: file ? file : null, pageSize: Number(sizes[0]?.page_size ?? 4_096) };
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
