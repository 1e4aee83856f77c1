import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "./create-prisma-client";
import { diffMigrationsToSchema } from "./diff-schema";
import type { PrismaClient } from "./generated/client";
import { migrateDatabase } from "./migrate";
import { reclaimSpace } from "./reclaim-space";
import { createTempDatabase } from "./testing/temp-database";
import { dropTestDatabase, newDatabaseName, withDatabase } from "./testing/postgres-databases";
import { postgresServerUrl } from "./testing/test-provider";

// PostgreSQL's own side of the storage layer (the `postgresql` test project only); the tests
// shared with SQLite are the database-layer files listed in vitest.config.ts.
const project = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));
const PG_SCHEMA = project("prisma/postgresql/schema.prisma");
const PG_MIGRATIONS = project("prisma/postgresql/migrations");

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function tablesOf(db: PrismaClient, sql: string): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ name: string }[]>(sql);
  return rows.map((row) => row.name).sort();
}

describe("PostgreSQL migrations", () => {
  it("create the same tables as SQLite's, and applying them again does nothing", async () => {
    const server = postgresServerUrl();
    const name = newDatabaseName();
    // A database that exists but is empty: what an operator creates for the app.
    const url = await (async () => {
      const { default: pg } = await import("pg");
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      return withDatabase(server, name);
    })();
    cleanups.push(() => dropTestDatabase(server, name));

    const first = await migrateDatabase(url);
    expect(first.applied.length).toBeGreaterThan(0);
    expect((await migrateDatabase(url)).applied).toEqual([]);

    const pgDb = createPrismaClient(url);
    const sqlite = await createTempDatabase("sqlite");
    cleanups.push(() => pgDb.$disconnect(), sqlite.remove);
    expect(
      await tablesOf(
        pgDb,
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
      ),
    ).toEqual(
      await tablesOf(
        sqlite.db,
        // FTS5's tables are SQLite's index; PostgreSQL indexes SearchEntry's own tsvector column.
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'SearchEntryFts%'",
      ),
    );
  });

  // Several `npm start`s against one database at once: the engine's advisory lock serialises them.
  it("are applied once when two processes migrate one database at the same time", async () => {
    const server = postgresServerUrl();
    const name = newDatabaseName();
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    cleanups.push(() => dropTestDatabase(server, name));
    const url = withDatabase(server, name);
    const [a, b] = await Promise.all([migrateDatabase(url), migrateDatabase(url)]);
    const all = [...a.applied, ...b.applied].sort();
    expect(all).toEqual([...new Set(all)]);
    expect(all.length).toBeGreaterThan(0);
    expect((await migrateDatabase(url)).applied).toEqual([]);
  });

  // The PostgreSQL side of "every schema change has its migration": fails when
  // prisma/schema.prisma gained something that prisma/postgresql/migrations lacks.
  it("bring a database to exactly prisma/postgresql/schema.prisma", async () => {
    expect(await diffMigrationsToSchema(PG_SCHEMA, PG_MIGRATIONS, postgresServerUrl())).toBeNull();
  });

  it("gain only the new table when the schema gains a model (what db:diff writes)", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "compaction-lab-pg-diff-"));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const schema = path.join(root, "schema.prisma");
    const extra = "model Extra {\n  id   Int   @id\n  data Bytes\n}\n";
    await writeFile(schema, `${await readFile(PG_SCHEMA, "utf8")}\n${extra}`);
    const sql = await diffMigrationsToSchema(schema, PG_MIGRATIONS, postgresServerUrl());
    expect(sql).toContain('CREATE TABLE "Extra"');
    expect(sql).toContain('"data" BYTEA NOT NULL');
    expect(sql).not.toContain('CREATE TABLE "Transcript"');
  });
});

describe("reclaimSpace on PostgreSQL", () => {
  it("leaves space to autovacuum: nothing to do, nothing freed", async () => {
    const { db, remove } = await createTempDatabase("postgresql");
    cleanups.push(remove);
    expect(await reclaimSpace(db)).toBe(0);
  });
});

describe("raw bytes on PostgreSQL", () => {
  it("are bytea, and come back byte for byte", async () => {
    const { db, remove } = await createTempDatabase("postgresql");
    cleanups.push(remove);
    const columns = await db.$queryRawUnsafe<{ table_name: string; data_type: string }[]>(
      "SELECT table_name, data_type FROM information_schema.columns WHERE column_name = 'data' ORDER BY table_name",
    );
    expect(new Set(columns.map((c) => c.data_type))).toEqual(new Set(["bytea"]));

    const bytes = new Uint8Array(256).map((_, i) => i);
    const { id } = await db.transcript.create({ data: { name: "b.jsonl" } });
    await db.$executeRaw`INSERT INTO "RawChunk" ("transcriptId", "seq", "firstLine", "lastLine", "data") VALUES (${id}, ${0}, ${1}, ${1}, ${bytes})`;
    const row = await db.rawChunk.findUniqueOrThrow({
      where: { transcriptId_seq: { transcriptId: id, seq: 0 } },
    });
    expect(Buffer.from(row.data).equals(Buffer.from(bytes))).toBe(true);
  });
});
