import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { createTempDatabase } from "../../db/testing/temp-database";
import { createInProcessQueue } from "../../jobs/in-process-queue";
import { REPARSE_JOB_PAYLOADS, reparseJobHandlers, type ReparseJobQueue } from "./reparse-jobs";
import { createReparseService, type ReparseService } from "./reparse-service";

let database: Awaited<ReturnType<typeof createTempDatabase>>;
let db: PrismaClient;
const ids: string[] = [];

beforeAll(async () => {
  database = await createTempDatabase();
  db = database.db;
  for (const name of ["a", "b", "c", "d"])
    ids.push((await db.transcript.create({ data: { name, status: "ready" } })).id);
});
afterAll(() => database.remove());

type Reparse = (transcriptId: string) => Promise<void>;

function makeService(reparse: Reparse, { runsJobs = true } = {}) {
  const holder: { service?: ReparseService } = {};
  const queue: ReparseJobQueue = runsJobs
    ? createInProcessQueue(REPARSE_JOB_PAYLOADS, () => reparseJobHandlers(holder.service!))
    : { enqueue: async () => {}, idle: async () => {} };
  holder.service = createReparseService({
    db: () => db,
    jobs: () => queue,
    reparse: async (_db, id) => (await reparse(id), { records: 1 }),
  });
  return { service: holder.service, queue };
}

describe("reparse service", () => {
  it("re-parses every transcript in order, counting the ones that fail, as a job with progress", async () => {
    const seen: string[] = [];
    const { service, queue } = makeService(async (id) => {
      seen.push(id);
      if (id === ids[1]) throw new Error("bad bytes");
    });
    const { id, total } = await service.create({ all: true });
    await queue.idle();
    expect(total).toBe(4);
    expect(seen).toEqual(ids);
    expect(await service.get(id!)).toMatchObject({
      status: "done",
      progress: { done: 3, failed: 1, total: 4 },
      error: "bad bytes",
    });
  });

  it("queues nothing when there is nothing to re-parse", async () => {
    const { service } = makeService(async () => {});
    // Only ready transcripts are re-parsed: with none ready there is nothing to do.
    await db.transcript.updateMany({ data: { status: "pending" } });
    expect(await service.create({ all: false })).toEqual({ id: null, total: 0 });
    await db.transcript.updateMany({ data: { status: "ready" } });
  });

  it("stops between transcripts when cancelled", async () => {
    const seen: string[] = [];
    let cancel = async () => {};
    const { service, queue } = makeService(async (id) => {
      seen.push(id);
      if (seen.length === 2) await cancel();
    });
    const { id } = await service.create({ all: true });
    cancel = async () => void (await service.cancel(id!));
    await queue.idle();
    expect(seen).toEqual(ids.slice(0, 2));
    expect(await service.get(id!)).toMatchObject({
      status: "cancelled",
      progress: { done: 2, total: 4 },
    });
  });

  it("a run picked up again resumes after what it had counted", async () => {
    const first = makeService(async () => {}, { runsJobs: false });
    const { id } = await first.service.create({ all: true });
    await db.reparseRun.update({ where: { id: id! }, data: { status: "running", done: 3 } });
    const seen: string[] = [];
    const second = makeService(async (transcriptId) => void seen.push(transcriptId));
    expect(await second.service.resumeUnfinished(new Date(Date.now() + 1_000))).toBe(1);
    await second.queue.idle();
    expect(seen).toEqual(ids.slice(3));
    expect(await second.service.get(id!)).toMatchObject({ status: "done", progress: { done: 4 } });
  });
});
