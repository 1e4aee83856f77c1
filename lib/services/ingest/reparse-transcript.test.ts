import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { ingestFile } from "./ingest-file";
import { reparseTranscript } from "./reparse-transcript";
import { MODEL_FORMAT_VERSION } from "../../transcript/model-codec";

let db: PrismaClient;
let remove: () => Promise<void>;
beforeAll(async () => ({ db, remove } = await createTempDatabase()));
afterAll(async () => remove());

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

describe("reparseTranscript", () => {
  it("rebuilds figures and model from the kept raw bytes and drops stale replays", async () => {
    const lines = Array.from({ length: 3_000 }, (_, i) =>
      JSON.stringify({
        type: "user",
        uuid: `u${i}`,
        message: { role: "user", content: `line ${i}` },
      }),
    );
    const outcome = await ingestFile(db, {
      name: "r.jsonl",
      body: once(new TextEncoder().encode(lines.join("\n") + "\nnot json\n")),
      maxBytes: 1e9,
    });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const { id } = outcome.summary;
    await db.transcript.update({ where: { id }, data: { records: 0, invalidLineCount: 0 } });
    await db.modelBlob.update({ where: { transcriptId: id }, data: { parserVersion: 0 } });
    await db.replayCache.create({
      data: { transcriptId: id, configKey: "stale", data: new Uint8Array([1]) },
    });

    expect(await reparseTranscript(db, id)).toEqual({ records: 3_000 });
    expect(await db.transcript.findUniqueOrThrow({ where: { id } })).toMatchObject({
      records: 3_000,
      invalidLineCount: 1,
    });
    expect(
      (await db.modelBlob.findUniqueOrThrow({ where: { transcriptId: id } })).parserVersion,
    ).toBe(MODEL_FORMAT_VERSION);
    expect(await db.replayCache.count({ where: { transcriptId: id } })).toBe(0);
  });
});
