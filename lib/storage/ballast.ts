import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { databaseDirectory, freeBytes, readDiskReserve } from "./disk-space";

/** At most this much is held in the ballast file (less when the reserve is smaller). */
const MAX_BALLAST_BYTES = 8 * 1024 * 1024;
const BALLAST_NAME = ".compaction-lab-ballast";

/**
 * A file of zeros beside the database, kept so a delete still works on a disk that another
 * program filled to the last byte: SQLite must write its WAL before it can free anything,
 * so when a delete fails for space the file is given up and the delete tried again.
 * It comes back once there is room for it and the reserve.
 */
export function ballastPath(dir: string): string {
  return path.join(dir, BALLAST_NAME);
}

function ballastBytes(): number {
  return Math.min(MAX_BALLAST_BYTES, readDiskReserve());
}

/** Creates the ballast when it is missing and the disk has room for it beyond the reserve. */
export function ensureBallast(dir: string | null = databaseDirectory()): boolean {
  if (dir === null) return false; // PostgreSQL: not our disk
  const file = ballastPath(dir);
  if (existsSync(file)) return true;
  const free = freeBytes(dir);
  const bytes = ballastBytes();
  if (free === null || bytes === 0 || free - bytes < readDiskReserve()) return false;
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
