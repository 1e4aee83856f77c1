import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempDatabase, type TempDatabase } from "./testing/temp-database";

// SQLite's pragmas are per connection: each read runs on the client's one connection, and the
// transaction's on the same connection inside BEGIN.
describe("a SQLite client's connection", () => {
  let temp: TempDatabase;
  beforeAll(async () => {
    temp = await createTempDatabase("sqlite");
  });
  afterAll(() => temp.remove());

  const synchronous = async (query: (sql: string) => Promise<unknown>) => {
    const rows = (await query("PRAGMA synchronous")) as { synchronous: bigint | number }[];
    return Number(rows[0]?.synchronous);
  };

  it.each([
    ["outside a transaction", (t: TempDatabase) => synchronous((sql) => t.db.$queryRawUnsafe(sql))],
    [
      "inside a transaction",
      (t: TempDatabase) => t.db.$transaction((tx) => synchronous((sql) => tx.$queryRawUnsafe(sql))),
    ],
  ])("commits without waiting for the disk (WAL, synchronous = NORMAL) %s", async (_, read) => {
    const NORMAL = 1;
    expect(await read(temp)).toBe(NORMAL);
    const mode = await temp.db.$queryRawUnsafe<{ journal_mode: string }[]>("PRAGMA journal_mode");
    expect(mode[0]?.journal_mode).toBe("wal");
  });
});
