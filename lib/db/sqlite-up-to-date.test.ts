import { appendFileSync, cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "./migrate";
import { defaultMigrationsDir, readMigrationsList } from "./migrations-list";
import { isSqliteUpToDate } from "./sqlite-up-to-date";

describe("isSqliteUpToDate", () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "up-to-date-"));
    file = path.join(dir, "db.sqlite");
    await migrateDatabase(`file:${file}`);
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const list = () => readMigrationsList(defaultMigrationsDir());

  it("is true for a database the engine has migrated", async () => {
    expect(isSqliteUpToDate(file, await list())).toBe(true);
  });

  it("is false for a missing file", async () => {
    expect(isSqliteUpToDate(path.join(dir, "none.sqlite"), await list())).toBe(false);
  });

  it("is false when a migration is new to the database", async () => {
    const migrations = await list();
    const newer = {
      path: "29991231000000_newer",
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: "SELECT 1;" } },
    };
    const longer = {
      ...migrations,
      migrationDirectories: [...migrations.migrationDirectories, newer],
    };
    expect(isSqliteUpToDate(file, longer)).toBe(false);
  });

  it("is false when an applied migration's file changed since", async () => {
    const copy = path.join(dir, "migrations");
    cpSync(defaultMigrationsDir(), copy, { recursive: true });
    const first = (await readMigrationsList(copy)).migrationDirectories[0]?.path ?? "";
    appendFileSync(path.join(copy, first, "migration.sql"), "\n-- edited\n");
    expect(isSqliteUpToDate(file, await readMigrationsList(copy))).toBe(false);
  });

  it("is false for a file still in the rollback journal (migrating puts it in WAL)", async () => {
    const other = path.join(dir, "rollback.sqlite");
    cpSync(file, other);
    const db = new Database(other);
    db.pragma("journal_mode = DELETE");
    db.close();
    expect(isSqliteUpToDate(other, await list())).toBe(false);
  });
});
