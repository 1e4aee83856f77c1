import { existsSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { databaseDirectory, freeBytes, readDiskReserve } from "./disk-space";

/** At most this much is held in the ballast file (less when the reserve is smaller). */
const MAX_BALLAST_BYTES = 8 * 1024 * 1024;
/**
 * Room left beside a ballast being put back, for SQLite's own small writes meanwhile (progress
 * rows, a session's cached replay): taking the disk's last bytes would fail them for nothing.
 */
const BALLAST_HEADROOM_BYTES = 256 * 1024;
const BALLAST_NAME = ".compaction-lab-ballast";

/**
 * A file of zeros beside the database, kept for deletes alone: SQLite must write its WAL
 * before it can free anything, so on a disk another program filled to the last byte a delete
 * gives the file up and tries again. Uploads never spend it (the space guard counts a missing
 * ballast as used), and it comes back as soon as the disk has room for it, before any upload.
 */
export function ballastPath(dir: string): string {
  return path.join(dir, BALLAST_NAME);
}

export function ballastBytes(): number {
  return Math.min(MAX_BALLAST_BYTES, readDiskReserve());
}

/** Bytes the ballast lacks now (all of it after a delete gave it up); 0 on PostgreSQL. */
export function ballastShortfall(dir: string | null = databaseDirectory()): number {
  if (dir === null) return 0;
  const held = statSync(ballastPath(dir), { throwIfNoEntry: false })?.size ?? 0;
  return Math.max(0, ballastBytes() - held);
}

/** Creates the ballast when it is missing and the disk has room for it. */
export function ensureBallast(dir: string | null = databaseDirectory()): boolean {
  if (dir === null) return false; // PostgreSQL: not our disk
  const file = ballastPath(dir);
  if (existsSync(file)) return true;
  const free = freeBytes(dir);
  const bytes = ballastBytes();
  if (free === null || bytes === 0 || free - bytes < BALLAST_HEADROOM_BYTES) return false;
  try {
    writeFileSync(file, Buffer.alloc(bytes));
    return true;
  } catch {
    rmSync(file, { force: true }); // a half-written ballast frees its space at once
    return false;
  }
}

/** Gives the ballast's space to the disk; false when there was none to give. */
export function releaseBallast(dir: string | null = databaseDirectory()): boolean {
  if (dir === null) return false;
  const file = ballastPath(dir);
  if (!existsSync(file)) return false;
  rmSync(file, { force: true });
  console.warn("The disk is full: released the ballast file so deleting can free space.");
  return true;
}
