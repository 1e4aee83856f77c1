import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRouteDatabase } from "@/lib/http/testing/route-database";

// A server start after a killed process, as Next runs it: instrumentation's register() marks
// the summary variants and the batch the old process left running as interrupted.
const database = createRouteDatabase("summaries-restart");
const savedRuntime = process.env.NEXT_RUNTIME;

beforeAll(() => database.setUp());
afterAll(async () => {
  if (savedRuntime === undefined) delete process.env.NEXT_RUNTIME;
  else process.env.NEXT_RUNTIME = savedRuntime;
  await database.tearDown();
});

describe("server start after a killed process", () => {
  it("marks the variants and batch it left running interrupted, and says what finished", async () => {
    const { getDb } = await import("@/lib/server/database");
    const db = getDb();
    const before = new Date(Date.now() - 60_000);
    const { id: transcriptId } = await db.transcript.create({
      data: { name: "t", status: "ready" },
    });
    const batch = await db.summaryBatch.create({
      data: {
        transcriptId,
        points: "[]",
        variants: "[]",
        total: 3,
        status: "running",
        createdAt: before,
      },
    });
    const row = (status: string) => ({
      transcriptId,
      point: "replayed-4",
      provider: "offline",
      model: "m",
      status,
      batchId: batch.id,
      createdAt: before,
    });
    const [done, streaming, queued] = await Promise.all(
      ["done", "streaming", "queued"].map((status) =>
        db.summaryVariant.create({ data: row(status) }),
      ),
    );

    process.env.NEXT_RUNTIME = "nodejs";
    const { register } = await import("../../instrumentation");
    await register();
    const service = (await import("@/lib/server")).services().summaries;
    let answer = await service.getBatch(batch.id);
    for (let i = 0; i < 100 && answer.status !== "interrupted"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await service.getBatch(batch.id);
    }
    expect(answer).toMatchObject({
      status: "interrupted",
      progress: { done: 1, failed: 2, total: 3 },
      message:
        "The server stopped during this batch: 1 of 3 variants had finished, 2 failed or were interrupted.",
    });
    const statuses = await Promise.all(
      [done, streaming, queued].map(
        async (v) => (await service.get(transcriptId, "replayed-4", v!.id)).status,
      ),
    );
    expect(statuses).toEqual(["done", "interrupted", "interrupted"]);
  });
});
