/** How long a writer waits for another connection's lock before SQLITE_BUSY (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * WAL with `synchronous = NORMAL`: a commit appends to the log without waiting for the disk,
 * which is synced at checkpoints. better-sqlite3 commits on the calling thread, so under FULL
 * every commit (a stored replay, a raw chunk of an import) held the API's thread for an fsync,
 * tens of milliseconds on a busy disk. The database cannot be corrupted this way (SQLite's WAL
 * guarantee); a power cut may lose the last commits, which re-importing or replaying restores.
 * Set on each connection as it opens: Prisma's (sqlite-prisma-client.ts) and the driver's own.
 */
export const SQLITE_SYNCHRONOUS_PRAGMA = "PRAGMA synchronous = NORMAL";
