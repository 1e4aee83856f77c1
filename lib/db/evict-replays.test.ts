import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { evictReplays, readReplayStoreLimits } from "./evict-replays";
import type { PrismaClient } from "./generated/client";
import { createTempDatabase } from "./testing/temp-database";
import { testDatabaseProvider } from "./testing/test-provider";

let db: PrismaClient;
let remove: () => Promise<void>;
let transcriptId: string;
beforeAll(async () => {
  ({ db, remove } = await createTempDatabase());
  ({ id: transcriptId } = await db.transcript.create({ data: { name: "t", status: "ready" } }));
});
afterAll(async () => remove());
beforeEach(async () => {
  await db.replayCache.deleteMany();
});

/** Stored results named by key, each used at minute `usedAt` (larger is more recent). */
type Row = { key: string; bytes: number; usedAt: number; isDefault?: boolean };
async function storeRows(rows: Row[]) {
  for (const { key, bytes, usedAt, isDefault = false } of rows) {
    await db.replayCache.create({
      data: {
        transcriptId,
        configKey: key,
        data: new Uint8Array(bytes),
        bytes,
        isDefault,
        lastUsedAt: new Date(Date.UTC(2026, 0, 1, 0, usedAt)),
      },
    });
  }
}
const keptKeys = async () =>
  (await db.replayCache.findMany({ select: { configKey: true }, orderBy: { configKey: "asc" } }))
    .map((row) => row.configKey)
    .join(" ");

describe("evictReplays", () => {
  const rows: Row[] = [
    { key: "a-default", bytes: 500, usedAt: 0, isDefault: true },
    { key: "b", bytes: 100, usedAt: 1 },
    { key: "c", bytes: 100, usedAt: 5 },
    { key: "d", bytes: 300, usedAt: 3 },
    { key: "e", bytes: 100, usedAt: 4 },
  ];
  it.each([
    [
      "keeps everything within the limits",
      { maxEntries: 4, maxBytes: 600 },
      0,
      "a-default b c d e",
    ],
    [
      "by count: evicts the least recently used, keeps defaults",
      { maxEntries: 2, maxBytes: 1e9 },
      2,
      "a-default c e",
    ],
    [
      "by bytes: evicts until the rest fit, keeps defaults",
      { maxEntries: 100, maxBytes: 250 },
      2,
      "a-default c e",
    ],
    [
      "by bytes: one large old result can be enough",
      { maxEntries: 100, maxBytes: 350 },
      2,
      "a-default c e",
    ],
    ["with zero limits keeps only the defaults", { maxEntries: 0, maxBytes: 0 }, 4, "a-default"],
  ])("%s", async (_rule, limits, evicted, kept) => {
    await storeRows(rows);
    expect(await evictReplays(db, limits)).toBe(evicted);
    expect(await keptKeys()).toBe(kept);
  });
});

describe("readReplayStoreLimits", () => {
  it.each([
    [{}, { maxEntries: 2_000, maxBytes: 268_435_456 }],
    [
      { REPLAY_STORE_MAX_ENTRIES: "10", REPLAY_STORE_MAX_BYTES: "1000" },
      { maxEntries: 10, maxBytes: 1000 },
    ],
  ])("%j", (env, expected) => {
    expect(readReplayStoreLimits(env)).toEqual(expected);
  });

  it("refuses a negative bound, naming it", () => {
    expect(() => readReplayStoreLimits({ REPLAY_STORE_MAX_ENTRIES: "-1" })).toThrow(
      "REPLAY_STORE_MAX_ENTRIES",
    );
  });
});

// A stored result's size sat after the result itself in its row: summing the sizes walked
// every result's overflow pages (0.2 MB each) on the API's thread, after every replay.
describe.skipIf(testDatabaseProvider() !== "sqlite")("the store's size on SQLite", () => {
  it("is summed from an index, without reading a stored result", async () => {
    const plan = await db.$queryRawUnsafe<{ detail: string }[]>(
      `EXPLAIN QUERY PLAN SELECT COUNT(*), SUM("bytes") FROM "ReplayCache" WHERE "isDefault" = 0`,
    );
    expect(plan.map((step) => step.detail).join(" ")).toMatch(/USING COVERING INDEX/);
  });
});
