import { AppError } from "../errors";
import { formatBytes, freeBytes, readDiskReserve } from "./disk-space";

/**
 * Stored bytes per byte of upload: raw pieces at gzip level 1 (about a fifth), the model
 * (about a twentieth) and SQLite's page slack, rounded up so the guard errs towards refusing.
 */
export const STORED_BYTES_PER_UPLOAD_BYTE = 0.5;

/**
 * Refuses a write of `neededBytes` that would eat into the reserve kept free on the
 * database's disk (a 507 naming what is needed and what is free). Cheap (one statfs), so
 * uploads call it before every raw piece; where the free space is unknown, it lets the write
 * go on and SQLite's own SQLITE_FULL stays the last word.
 */
export function checkFreeSpace(neededBytes: number, what: string): void {
  const free = freeBytes();
  if (free === null) return;
  const reserve = readDiskReserve();
  if (free - neededBytes >= reserve) return;
  throw new AppError(
    "insufficient_storage",
    `Not enough free space: ${what} needs about ${formatBytes(neededBytes)} and ` +
      `${formatBytes(reserve)} stays free so deleting keeps working, but the disk holding ` +
      `the database has ${formatBytes(free)} free. Delete transcripts or free space on the disk, then try again.`,
  );
}
