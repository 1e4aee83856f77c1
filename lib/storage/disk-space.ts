import { statfsSync } from "node:fs";
import path from "node:path";
import { readEnvNumber } from "../env-number";
import { databaseProvider, readDatabaseUrl, sqlitePathFromUrl } from "../db/database-url";

/**
 * Free space kept back on the database's disk: uploads stop short of it, so deleting a
 * transcript (which writes to SQLite's WAL before it frees anything) still works when the
 * disk is as full as uploads can make it. DISK_RESERVE_BYTES overrides it.
 */
export const DEFAULT_DISK_RESERVE_BYTES = 64 * 1024 * 1024;

export function readDiskReserve(env: NodeJS.ProcessEnv = process.env): number {
  return readEnvNumber("DISK_RESERVE_BYTES", DEFAULT_DISK_RESERVE_BYTES, { unit: "bytes", env });
}

/**
 * The folder holding the SQLite file named by DATABASE_URL; null on PostgreSQL, whose disk
 * is the server's (often another machine): its space is the server's business, no guard here.
 */
export function databaseDirectory(): string | null {
  const url = readDatabaseUrl();
  return databaseProvider(url) === "sqlite" ? path.dirname(sqlitePathFromUrl(url)) : null;
}

/** Bytes an unprivileged writer may still use on the disk of `dir`; null when unknown. */
export function freeBytes(dir: string | null = databaseDirectory()): number | null {
  if (dir === null) return null;
  try {
    const stats = statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return null; // the folder does not exist yet, or statfs is unsupported: no guard
  }
}

/** "1.2 GB", "640 kB": sizes in the messages people read. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** What a full disk means for the user, with the figures: the 507's message. */
export function describeFullDisk(): string {
  const free = freeBytes();
  const reserve = readDiskReserve();
  const freeText = free === null ? "" : ` (${formatBytes(free)} free)`;
  return (
    `The disk holding the database is full${freeText}: nothing was written. ` +
    `Free at least ${formatBytes(reserve)} on it (delete transcripts, or files outside the app), then try again.`
  );
}
