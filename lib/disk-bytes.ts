import { statfsSync } from "node:fs";

// The disk's figures with no idea whose disk it is: lib/db sizes its own work with them, and
// lib/storage (which knows the database's folder) builds its guards on them.

/** Bytes an unprivileged writer may still use on the disk of `dir`; null when unknown. */
export function freeBytesIn(dir: string | null): number | null {
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
