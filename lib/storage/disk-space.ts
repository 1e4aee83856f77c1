import { statSync } from "node:fs";
import path from "node:path";
import { formatBytes, freeBytesIn } from "../disk-bytes";
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
  const file = databaseFile();
  return file === null ? null : path.dirname(file);
}

/** The SQLite file named by DATABASE_URL; null on PostgreSQL. */
export function databaseFile(): string | null {
  const url = readDatabaseUrl();
  return databaseProvider(url) === "sqlite" ? sqlitePathFromUrl(url) : null;
}

/**
 * Bytes SQLite's write-ahead log holds on disk beside the database: its frames become database
 * pages at the next checkpoint, and until a TRUNCATE checkpoint the file keeps its size.
 */
export function walBytes(file: string | null = databaseFile()): number {
  if (file === null) return 0;
  return statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0;
}

/** Bytes an unprivileged writer may still use on the disk of `dir` (the database's); null when unknown. */
export function freeBytes(dir: string | null = databaseDirectory()): number | null {
  return freeBytesIn(dir);
}

function describeFree(): string {
  const free = freeBytes();
  return free === null ? "" : ` (${formatBytes(free)} free)`;
}

/**
 * What a full disk means for the user, with the figures: the 507's message for a write. Deleting
 * transcripts is offered because a delete has the ballast and the WAL's space to work with.
 */
export function describeFullDisk(): string {
  return (
    `The disk holding the database is full${describeFree()}: nothing was written. ` +
    `Free at least ${formatBytes(readDiskReserve())} on it (delete transcripts, or files outside the app), then try again.`
  );
}

/**
 * The 507's message when a delete itself found no room, even after the ballast was given up
 * and the WAL emptied: only space freed outside the app helps, so that is all it offers.
 */
export function describeFullDiskForDelete(): string {
  return (
    `The disk holding the database is full${describeFree()}, so even deleting could not write ` +
    `SQLite's journal: nothing was deleted. Free space on that disk outside the app ` +
    `(other programs' files), then try again.`
  );
}
