import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "./generated/client";
import { findReplay, saveReplay } from "./replay-store";
import { createTempDatabase } from "./testing/temp-database";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());

const gzipOf = (value: unknown) => gzipSync(JSON.stringify(value));
const readText = (bytes: Uint8Array | null) =>
  bytes === null ? null : Buffer.from(bytes).toString("utf8");

describe("replay store", () => {
  it("answers a stored replay as JSON bytes by transcript and key, and nothing for another key", async () => {
    const { id } = await db.transcript.create({ data: { name: "t", status: "ready" } });
    await saveReplay(db, id, "k1", { gzip: gzipOf({ profile: "cc-2.1" }), isDefault: true });
    expect(readText(await findReplay(db, id, "k1"))).toBe('{"profile":"cc-2.1"}');
    expect(await findReplay(db, id, "k2")).toBeNull();
    const row = await db.replayCache.findFirstOrThrow({ where: { transcriptId: id } });
    expect({ bytes: row.bytes, isDefault: row.isDefault }).toEqual({
      bytes: row.data.byteLength,
      isDefault: true,
    });
  });

  it("marks a result used when it is read (eviction keeps what is read)", async () => {
    const { id } = await db.transcript.create({ data: { name: "t3", status: "ready" } });
    await saveReplay(db, id, "k", { gzip: gzipOf({}), isDefault: false });
    const past = new Date("2020-01-01T00:00:00Z");
    await db.replayCache.updateMany({ where: { transcriptId: id }, data: { lastUsedAt: past } });
    await findReplay(db, id, "k");
    const row = await db.replayCache.findFirstOrThrow({ where: { transcriptId: id } });
    expect(row.lastUsedAt.getTime()).toBeGreaterThan(past.getTime());
  });

  it("goes away with its transcript", async () => {
    const { id } = await db.transcript.create({ data: { name: "t2", status: "ready" } });
    await saveReplay(db, id, "k", { gzip: gzipOf({}), isDefault: true });
    await db.transcript.delete({ where: { id } });
    expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(0);
  });
});
