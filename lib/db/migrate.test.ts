import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "./create-prisma-client";
import { migrateDatabase } from "./migrate";
import { SEARCH_TABLES } from "./search-tables";

const PROJECT_MIGRATIONS = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const SCHEMA_TABLES = [
  "LiveFile",
  "Membership",
  "ModelBlob",
  "PromptTemplate",
  "PromptTemplateVersion",
  "RawChunk",
  "RedactionSetting",
  "ReparseRun",
  "ReplayCache",
  "SavedFilter",
  "SignInFailure",
  "SummaryBatch",
  "SummaryVariant",
  "Sweep",
  "SweepResult",
  "Transcript",
  "UploadProgress",
  "User",
  "WatchedFolder",
  "Workspace",
  "_prisma_migrations",
];

const tempDirs: string[] = [];
afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh database URL in a folder that does not exist yet, plus its file path. */
async function makeDatabase(): Promise<{ url: string; file: string; root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), "compaction-lab-migrate-"));
  tempDirs.push(root);
  const file = path.join(root, "not", "yet", "there.db");
  return { url: `file:${file}`, file, root };
}

function readSqlite<T>(file: string, read: (db: Database.Database) => T): T {
  const db = new Database(file, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function tableNames(file: string): string[] {
  return readSqlite(file, (db) =>
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all()
      .map((row) => (row as { name: string }).name),
  );
}

describe("migrateDatabase", () => {
  it("creates the folder, the file and every table of the schema on a fresh database", async () => {
    const { url, file } = await makeDatabase();
    const folders = (await readdir(PROJECT_MIGRATIONS, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

    const { applied } = await migrateDatabase(url, PROJECT_MIGRATIONS);

    expect(applied).toEqual(folders);
    // The search tables are written by hand beside the schema's (lib/db/search-tables.ts).
    expect(tableNames(file)).toEqual([...SCHEMA_TABLES, ...SEARCH_TABLES].sort());
  });

  it("applies nothing the second time and leaves the bookkeeping unchanged", async () => {
    const { url, file } = await makeDatabase();
    await migrateDatabase(url, PROJECT_MIGRATIONS);
    const countRows = () =>
      readSqlite(file, (db) => db.prepare("SELECT count(*) AS n FROM _prisma_migrations").get());

    const before = countRows();
    const second = await migrateDatabase(url, PROJECT_MIGRATIONS);

    expect(second.applied).toEqual([]);
    expect(countRows()).toEqual(before);
  });

  it("applies only the migration added since the last run", async () => {
    const { url, file, root } = await makeDatabase();
    const migrations = path.join(root, "migrations");
    await cp(PROJECT_MIGRATIONS, migrations, { recursive: true });
    await migrateDatabase(url, migrations);
    const added = "29991231000000_add_extra";
    await mkdir(path.join(migrations, added));
    await writeFile(
      path.join(migrations, added, "migration.sql"),
      'CREATE TABLE "Extra" ("id" INTEGER NOT NULL PRIMARY KEY);\nCREATE INDEX "Extra_id" ON "Extra"("id");\n',
    );

    const { applied } = await migrateDatabase(url, migrations);

    expect(applied).toEqual([added]);
    expect(tableNames(file)).toContain("Extra");
  });

  it("leaves the database in WAL mode", async () => {
    const { url, file } = await makeDatabase();
    await migrateDatabase(url, PROJECT_MIGRATIONS);
    expect(readSqlite(file, (db) => db.pragma("journal_mode", { simple: true }))).toBe("wal");
  });

  it("makes new databases give deleted space back (auto_vacuum INCREMENTAL)", async () => {
    const { url, file } = await makeDatabase();
    await migrateDatabase(url, PROJECT_MIGRATIONS);
    expect(readSqlite(file, (db) => db.pragma("auto_vacuum", { simple: true }))).toBe(2);
  });

  it("converts a database made before auto_vacuum, keeping its rows", async () => {
    const { url, file } = await makeDatabase();
    await migrateDatabase(url, PROJECT_MIGRATIONS);
    const old = new Database(file);
    old.pragma("auto_vacuum = NONE");
    old.exec("VACUUM");
    old.prepare("INSERT INTO Transcript (id, name) VALUES ('t1', 'kept.jsonl')").run();
    expect(old.pragma("auto_vacuum", { simple: true })).toBe(0);
    old.close();

    await migrateDatabase(url, PROJECT_MIGRATIONS);
    expect(readSqlite(file, (db) => db.pragma("auto_vacuum", { simple: true }))).toBe(2);
    expect(readSqlite(file, (db) => db.prepare("SELECT name FROM Transcript").all())).toEqual([
      { name: "kept.jsonl" },
    ]);
  });

  it("refuses an empty migrations folder instead of leaving a database without tables", async () => {
    const { url, root } = await makeDatabase();
    await expect(migrateDatabase(url, root)).rejects.toThrow(/No migrations found/);
  });

  it("gives a PrismaClient that can create and read a Transcript on the migrated file", async () => {
    const { url } = await makeDatabase();
    await migrateDatabase(url, PROJECT_MIGRATIONS);
    const db = createPrismaClient(url);
    try {
      const created = await db.transcript.create({ data: { name: "a.jsonl", sha256: "abc" } });
      const read = await db.transcript.findFirstOrThrow({ where: { sha256: "abc" } });
      const [timeout] =
        await db.$queryRawUnsafe<{ timeout: bigint | number }[]>("PRAGMA busy_timeout");

      expect(read).toMatchObject({ id: created.id, name: "a.jsonl", status: "pending", bytes: 0 });
      expect(read.createdAt).toBeInstanceOf(Date);
      expect(Number(timeout?.timeout)).toBe(5000);
    } finally {
      await db.$disconnect();
    }
  });
});
