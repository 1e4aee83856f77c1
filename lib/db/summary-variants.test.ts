import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "./generated/client";
import { findVariant, insertVariant, updateVariant } from "./summary-variants";
import { createTempDatabase } from "./testing/temp-database";

let database: Awaited<ReturnType<typeof createTempDatabase>>;
let db: PrismaClient;

beforeAll(async () => {
  database = await createTempDatabase();
  db = database.db;
});
afterAll(() => database.remove());

async function newVariant(transcriptId: string) {
  return insertVariant(db, {
    transcriptId,
    point: "replayed-3",
    provider: "offline",
    model: "m",
    templateId: null,
    templateVersion: null,
    customInstructions: null,
    request: "null",
  });
}

async function newTranscript(): Promise<string> {
  return (await db.transcript.create({ data: { name: "t", status: "ready" } })).id;
}

describe("summary variants store", () => {
  it("reads metrics back as they were written", async () => {
    const variant = await newVariant(await newTranscript());
    const metrics = {
      "sections-present": { value: 7, display: "7 of 9", items: ["Pending Tasks"] },
    };
    await updateVariant(db, variant.id, { status: "done", metrics });
    expect((await findVariant(db, variant.id))?.metrics).toEqual(metrics);
  });

  it.each([
    ["metrics that are not JSON", { metrics: "{nope" }, /column metrics is not JSON/],
    [
      "metrics of the wrong shape",
      { metrics: '{"a":{"value":"x"}}' },
      /column metrics is malformed/,
    ],
    ["an unknown status", { status: "paused" }, /status/],
  ])("refuses a stored row with %s, naming it", async (_what, data, message) => {
    const variant = await newVariant(await newTranscript());
    await db.summaryVariant.update({ where: { id: variant.id }, data });
    await expect(findVariant(db, variant.id)).rejects.toThrow(message);
  });

  it("guards a transition: a cancelled variant is never made streaming again", async () => {
    const variant = await newVariant(await newTranscript());
    await updateVariant(db, variant.id, { status: "cancelled" });
    expect(await updateVariant(db, variant.id, { status: "streaming" }, ["queued"])).toBe(false);
    expect((await findVariant(db, variant.id))?.status).toBe("cancelled");
  });

  it("goes with its transcript (cascade), batches too", async () => {
    const transcriptId = await newTranscript();
    const variant = await newVariant(transcriptId);
    const batch = await db.summaryBatch.create({
      data: { transcriptId, points: "[]", variants: "[]", total: 0 },
    });
    await db.transcript.delete({ where: { id: transcriptId } });
    expect(await findVariant(db, variant.id)).toBeNull();
    expect(await db.summaryBatch.findUnique({ where: { id: batch.id } })).toBeNull();
  });
});
