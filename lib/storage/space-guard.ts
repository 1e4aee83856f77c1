import { AppError } from "../errors";
import { ballastShortfall } from "./ballast";
import { formatBytes } from "../disk-bytes";
import { freeBytes, readDiskReserve, walBytes } from "./disk-space";

/**
 * Stored bytes per byte of upload: raw pieces at gzip level 1 (about a fifth), the model
 * (about a twentieth) and SQLite's page slack, rounded up so the guard errs towards refusing.
 */
export const STORED_BYTES_PER_UPLOAD_BYTE = 0.5;

/**
 * How far SQLite's WAL grows before its automatic checkpoint starts over at its beginning:
 * 1,000 frames (wal_autocheckpoint's default) of a 4 KB page and a 24-byte frame header.
 */
export const WAL_HIGH_WATER_BYTES = 1_000 * (4_096 + 24) + 32;

/**
 * The disk that writing `neededBytes` more to SQLite will take: the bytes themselves, once more
 * in the WAL while it is below its high-water mark, and the WAL's frames not yet checkpointed
 * (up to its whole size), which become database pages at the next checkpoint. Measured from
 * the files rather than trusted: a WAL grown by earlier writes is what took a disk to 0 bytes.
 */
export function diskNeededFor(neededBytes: number, wal: number): number {
  const walGrowth = Math.min(neededBytes, Math.max(0, WAL_HIGH_WATER_BYTES - wal));
  return neededBytes + walGrowth + wal;
}

/**
 * Refuses a write of `neededBytes` that would eat into the reserve kept free on the
 * database's disk (a 507 naming what is needed and what is free). The ballast's space counts
 * as taken even while a delete has given it up: it is kept for deletes, never for uploads.
 * Cheap (two stats and a statfs), so uploads call it before every raw piece; where the free
 * space is unknown, it lets the write go on and SQLite's own SQLITE_FULL stays the last word.
 */
export function checkFreeSpace(neededBytes: number, what: string): void {
  const free = freeBytes();
  if (free === null) return;
  const reserve = readDiskReserve();
  const needed = diskNeededFor(neededBytes, walBytes()) + ballastShortfall();
  if (free - needed >= reserve) return;
  throw new AppError(
    "insufficient_storage",
    `Not enough free space: ${what} needs about ${formatBytes(needed)} (with the database's ` +
      `journal) and ${formatBytes(reserve)} stays free so deleting keeps working, but the disk ` +
      `holding the database has ${formatBytes(free)} free. Delete transcripts or free space on ` +
      `the disk, then try again.`,
  );
}
