import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PrismaClient } from "../../../db/generated/client";
import { createTempDatabase } from "../../../db/testing/temp-database";

/**
 * A test file's database for ingest tests, of the provider the test project runs (SQLite or
 * PostgreSQL): made before its tests, emptied of transcripts before each, removed after.
 * Answers a getter: the client exists only once `beforeAll` ran.
 *
 * @example
 * const db = ingestDatabaseForTests();
 * it("stores", async () => expect(await ingestFile(db(), input)).toMatchObject({ ok: true }));
 */
export function ingestDatabaseForTests(): () => PrismaClient {
  let db: PrismaClient | null = null;
  let remove: () => Promise<void> = async () => undefined;
  beforeAll(async () => ({ db, remove } = await createTempDatabase()));
  afterAll(async () => remove());
  beforeEach(async () => {
    await database().transcript.deleteMany();
  });
  function database(): PrismaClient {
    if (db === null) throw new Error("the ingest database is made in beforeAll");
    return db;
  }
  return database;
}

/** A body of one chunk, as a small upload arrives. */
export async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode(text);
}
