import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { disconnectDb, getDb } from "./database";
import { migrateDatabase } from "../db/migrate";

const PROJECT_MIGRATIONS = fileURLToPath(new URL("../../prisma/migrations", import.meta.url));
const savedUrl = process.env.DATABASE_URL;
let root = "";

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "compaction-lab-client-"));
});
afterEach(async () => {
  await disconnectDb();
  process.env.DATABASE_URL = savedUrl;
  if (savedUrl === undefined) delete process.env.DATABASE_URL;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("getDb", () => {
  it("returns one client per process, on the file DATABASE_URL names", async () => {
    const url = `file:${path.join(root, "app.db")}`;
    await migrateDatabase(url, PROJECT_MIGRATIONS);
    process.env.DATABASE_URL = url;

    expect(getDb()).toBe(getDb());
    await getDb().transcript.create({ data: { name: "one.jsonl" } });
    expect(await getDb().transcript.count()).toBe(1);
  });

  it("opens a fresh client after disconnectDb", async () => {
    process.env.DATABASE_URL = `file:${path.join(root, "app.db")}`;
    const first = getDb();
    await disconnectDb();
    expect(getDb()).not.toBe(first);
  });

  it("refuses a URL of another database with a message naming the two it takes", () => {
    process.env.DATABASE_URL = "mysql://user@localhost:3306/lab";
    expect(() => getDb()).toThrow(/file: URL \(SQLite\) or a postgresql:\/\/ URL/);
  });
});
