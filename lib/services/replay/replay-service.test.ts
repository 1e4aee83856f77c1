import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { toInspectorReplayWire } from "../../contracts/inspector-replay";
import { replaySession } from "../../compaction/replay/replay-session";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { testDatabaseProvider } from "../../db/testing/test-provider";
import { deleteTranscript } from "../../db/transcript-queries";
import { AppError } from "../../errors";
import { WORKER_FILE } from "../../replay-pool/pool-config";
import { createReplayPool, type ReplayPool } from "../../replay-pool/replay-pool";
import { makeStoredModel } from "../../replay-pool/testing/make-stored-model";
import { createReplayService } from "./replay-service";

let db: PrismaClient;
let remove: () => Promise<void>;
let pool: ReplayPool;
const stored = makeStoredModel(5);
const limits = { maxEntries: 100, maxBytes: 1e9 };
const text = (bytes: Uint8Array | null) => (bytes === null ? null : Buffer.from(bytes).toString());
const overrides = (autocompactBufferTokens: number) => ({ overrides: { autocompactBufferTokens } });

beforeAll(async () => {
  ({ db, remove } = await createTempDatabase());
  pool = createReplayPool({ filename: path.resolve(WORKER_FILE), threads: 1, maxQueue: 16 });
});
afterAll(async () => {
  await pool.close();
  await remove();
});
afterEach(() => vi.restoreAllMocks());

async function storeTranscript(): Promise<string> {
  const { id } = await db.transcript.create({
    data: {
      name: "t",
      status: "ready",
      model: { create: { parserVersion: 1, data: stored.blob } },
    },
  });
  return id;
}

/** The database with the store's writes held until `release` (reads go through). */
function holdStoreWrites(): { db: PrismaClient; release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const store = new Proxy(db.replayCache, {
    get(target, name) {
      if (name === "upsert")
        return async (...args: Parameters<typeof target.upsert>) => {
          await gate;
          return target.upsert(...args);
        };
      const value: unknown = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const held = new Proxy(db, {
    get: (target, name) => (name === "replayCache" ? store : Reflect.get(target, name)),
  });
  return { db: held, release };
}

/** The service over the real pool, counting computations; `beforeAnswer` runs inside one. */
function makeService(
  options: { beforeAnswer?: () => Promise<void>; limits?: typeof limits; db?: PrismaClient } = {},
) {
  const counted = {
    runs: 0,
    pending: 0,
    room: 8,
    run: async (...args: Parameters<ReplayPool["run"]>) => {
      counted.runs += 1;
      const output = await pool.run(...args);
      await options.beforeAnswer?.();
      return output;
    },
    toFull: (gzip: Uint8Array) => pool.toFull(gzip),
  };
  const service = createReplayService({
    db: () => options.db ?? db,
    pool: () => counted,
    limits: options.limits ?? limits,
  });
  return { service, counted };
}

describe("replay service", () => {
  it("answers what replaySession answers, then from the store without computing", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    const expected = JSON.stringify(replaySession(stored.model, overrides(20_000)));
    expect(text(await service.replay(id, overrides(20_000)))).toBe(expected);
    await service.whenStored();
    expect(text(await service.replay(id, overrides(20_000)))).toBe(expected);
    expect(counted.runs).toBe(1);
  });

  it("prepares a new transcript's first replay, which its page then reads from the store", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    const prepared = await service.prepareFirstReplay(id);
    await service.whenStored();
    expect(counted.runs).toBe(1);
    const opening = { profile: "auto" as const, overrides: {} };
    const expected = JSON.stringify(toInspectorReplayWire(replaySession(stored.model, opening)));
    // Its answer, which the replay agreement is read from, is the page's.
    expect(text(prepared)).toBe(expected);
    expect(text(await service.replay(id, opening, "inspector"))).toBe(expected);
    expect(counted.runs).toBe(1);
  });

  it("prepares nothing while another replay waits, so it never delays one asked for", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    counted.pending = 1;
    expect(await service.prepareFirstReplay(id)).toBeNull();
    expect(counted.runs).toBe(0);
  });

  it("prepares nothing when it would take the last place a replay asked for could have", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    counted.room = 1;
    await service.prepareFirstReplay(id);
    expect(counted.runs).toBe(0);
  });

  it("answers the inspector's projection fresh and from the store, identical to projecting the result", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    const result = replaySession(stored.model, overrides(23_000));
    const expected = JSON.stringify(toInspectorReplayWire(result));
    expect(text(await service.replay(id, overrides(23_000), "inspector"))).toBe(expected);
    await service.whenStored();
    expect(text(await service.replay(id, overrides(23_000), "inspector"))).toBe(expected);
    expect(text(await service.replay(id, overrides(23_000)))).toBe(JSON.stringify(result));
    expect(counted.runs).toBe(1);
  });

  it("answers the inspector's projection gzip-compressed, fresh and from the store, as the store keeps it", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    const expected = JSON.stringify(
      toInspectorReplayWire(replaySession(stored.model, overrides(24_000))),
    );
    const fresh = await service.replayInspectorGzip(id, overrides(24_000));
    expect(text(gunzipSync(fresh ?? new Uint8Array()))).toBe(expected);
    await service.whenStored();
    const kept = await db.replayCache.findFirstOrThrow({ where: { transcriptId: id } });
    expect(Buffer.from(kept.data).equals(Buffer.from(fresh ?? []))).toBe(true);
    const again = await service.replayInspectorGzip(id, overrides(24_000));
    expect(text(gunzipSync(again ?? new Uint8Array()))).toBe(expected);
    expect(counted.runs).toBe(1);
    expect(await service.replayInspectorGzip("no-such-transcript", overrides(24_000))).toBeNull();
  });

  it("answers the full form from an inspector request in flight, identical to the result", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    const [wire, full] = await Promise.all([
      service.replay(id, overrides(29_000), "inspector"),
      service.replay(id, overrides(29_000)),
    ]);
    const result = replaySession(stored.model, overrides(29_000));
    expect(text(wire)).toBe(JSON.stringify(toInspectorReplayWire(result)));
    expect(text(full)).toBe(JSON.stringify(result));
    expect(counted.runs).toBe(1);
  });

  it("answers before the result is stored, and stores it after", async () => {
    const id = await storeTranscript();
    const held = holdStoreWrites();
    const { service } = makeService({ db: held.db });
    expect(await service.replay(id, overrides(28_000), "inspector")).not.toBeNull();
    expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(0);
    held.release();
    await service.whenStored();
    expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(1);
  });

  it("computes identical concurrent requests once, and different ones apart", async () => {
    const id = await storeTranscript();
    const { service, counted } = makeService();
    const answers = await Promise.all([
      service.replay(id, overrides(21_000)),
      service.replay(id, { overrides: { autocompactBufferTokens: 21_000 }, profile: "auto" }),
      service.replay(id, overrides(21_000)),
      service.replay(id, overrides(22_000)),
    ]);
    expect(counted.runs).toBe(2);
    expect(new Set(answers.map(text)).size).toBe(2);
  });

  it("answers null for a transcript that does not exist", async () => {
    expect(await makeService().service.replay("missing", {})).toBeNull();
  });

  it("keeps the defaults and the most recent results within the store's limits", async () => {
    const id = await storeTranscript();
    const { service } = makeService({ limits: { maxEntries: 1, maxBytes: 1e9 } });
    for (const request of [
      {},
      overrides(23_000),
      overrides(24_000),
      { profile: "cc-2.0" as const },
    ]) {
      await service.replay(id, request);
      await service.whenStored();
    }
    const rows = await db.replayCache.findMany({ where: { transcriptId: id } });
    expect(
      // The key after the stored form, engine, model and pricing versions: profile and overrides.
      rows.map((r) => [r.configKey.split(":").slice(4).join(":"), r.isDefault]).sort(),
    ).toEqual([
      ['auto:{"autocompactBufferTokens":24000}', false],
      ["auto:{}", true],
      ["cc-2.0:{}", true],
    ]);
  });

  // Regression: the result's write failed on the foreign key and the replay answered 500.
  it("answers the result, stores nothing and logs nothing when the transcript is deleted while it replays", async () => {
    const id = await storeTranscript();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { service } = makeService({
      beforeAnswer: async () => void (await deleteTranscript(db, id)),
    });
    const expected = JSON.stringify(replaySession(stored.model, overrides(25_000)));
    expect(text(await service.replay(id, overrides(25_000)))).toBe(expected);
    await service.whenStored();
    expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  // A store that refuses every insert as a full disk would, in each database's own words.
  const FULL_STORE_TRIGGER = {
    sqlite: {
      create: [
        `CREATE TRIGGER store_full BEFORE INSERT ON ReplayCache BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      ],
      drop: `DROP TRIGGER store_full`,
    },
    postgresql: {
      create: [
        `CREATE FUNCTION store_full() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$ LANGUAGE plpgsql`,
        `CREATE TRIGGER store_full BEFORE INSERT ON "ReplayCache" FOR EACH ROW EXECUTE FUNCTION store_full()`,
      ],
      drop: `DROP FUNCTION store_full CASCADE`,
    },
  };

  // Regression: a full disk made every replay answer 500.
  it("still answers the result when the store cannot be written, and logs that once", async () => {
    const id = await storeTranscript();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const sql of FULL_STORE_TRIGGER[testDatabaseProvider()].create) {
      await db.$executeRawUnsafe(sql);
    }
    try {
      const { service } = makeService();
      for (const tokens of [26_000, 27_000]) {
        const expected = JSON.stringify(replaySession(stored.model, overrides(tokens)));
        expect(text(await service.replay(id, overrides(tokens)))).toBe(expected);
        await service.whenStored();
      }
      expect(errors).toHaveBeenCalledTimes(1);
      expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(0);
    } finally {
      await db.$executeRawUnsafe(FULL_STORE_TRIGGER[testDatabaseProvider()].drop);
    }
  });

  it("passes on the pool's 503 overloaded", async () => {
    const id = await storeTranscript();
    const overloaded = new AppError("overloaded", "busy", { retryAfterSeconds: 2 });
    const service = createReplayService({
      db: () => db,
      pool: () => ({
        run: () => Promise.reject(overloaded),
        toFull: () => Promise.reject(overloaded),
        pending: 0,
        room: 0,
      }),
      limits,
    });
    await expect(service.replay(id, {})).rejects.toBe(overloaded);
  });
});
