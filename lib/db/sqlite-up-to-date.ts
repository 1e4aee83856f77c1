import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import Database from "better-sqlite3";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";

const AUTO_VACUUM_INCREMENTAL = 2;

type Applied = { name: string; checksum: string };

/**
 * Whether a SQLite file needs nothing from migrateDatabase: every migration of the list applied
 * (and no other), each with the checksum the engine records (SHA-256 of its migration.sql), and
 * the file already in WAL mode with incremental auto-vacuum. Read with one read-only connection;
 * loading the schema engine only to learn this cost about 0.3 s of CPU on every import and start.
 */
export function isSqliteUpToDate(filePath: string, list: MigrationList): boolean {
  if (!existsSync(filePath)) return false;
  const db = new Database(filePath, { readonly: true, fileMustExist: true });
  try {
    if (db.pragma("auto_vacuum", { simple: true }) !== AUTO_VACUUM_INCREMENTAL) return false;
    if (db.pragma("journal_mode", { simple: true }) !== "wal") return false;
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
      .get();
    if (table === undefined) return false;
    const rows = db
      .prepare(
        "SELECT migration_name AS name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
      )
      .all() as Applied[];
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    if (applied.size !== rows.length || applied.size !== list.migrationDirectories.length)
      return false;
    return list.migrationDirectories.every(({ path, migrationFile: { content } }) => {
      if (content.tag !== "ok") return false;
      const checksum = createHash("sha256").update(content.value).digest("hex");
      return applied.get(path) === checksum;
    });
  } finally {
    db.close();
  }
}
