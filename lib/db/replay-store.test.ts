import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayCacheKey } from "../compaction/replay-cache-key";
import { replaySession } from "../compaction/replay-session";
import { makeModel } from "../compaction/testing/make-model";
import type { PrismaClient } from "./generated/client";
import { findReplay, saveReplay } from "./replay-store";
import { createTempDatabase } from "./testing/temp-database";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());

describe("replay store", () => {
  const model = makeModel({
    turns: [{ userChars: 400, context: 150_000 }, { context: 170_000 }, { context: 30_000 }],
  });

  it("answers a stored replay by transcript and key, and nothing for another config", async () => {
    const { id } = await db.transcript.create({ data: { name: "t", status: "ready" } });
    const result = replaySession(model, {});
    await saveReplay(db, id, replayCacheKey(model, {}), result);
    expect(await findReplay(db, id, replayCacheKey(model, {}))).toEqual(result);
    expect(
      await findReplay(
        db,
        id,
        replayCacheKey(model, { overrides: { autocompactPctOverride: 50 } }),
      ),
    ).toBeNull();
  });

  it("goes away with its transcript", async () => {
    const { id } = await db.transcript.create({ data: { name: "t2", status: "ready" } });
    await saveReplay(db, id, "k", replaySession(model, {}));
    await db.transcript.delete({ where: { id } });
    expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(0);
  });
});
