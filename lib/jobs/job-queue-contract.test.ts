import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { findPostgres, startPostgres, type PostgresServer } from "../db/testing/postgres-server";
import { createInProcessQueue } from "./in-process-queue";
import type { JobContext, JobHandlers, JobQueue } from "./job-types";
import { createPgBossQueue, jobIdOfKey } from "./pg-boss-queue";

/** Two kinds of the queue under test, shaped like the summaries' (ids only). */
const PAYLOADS = {
  "summary-variant": z.strictObject({ variantId: z.string().min(1) }),
  "summary-batch": z.strictObject({ batchId: z.string().min(1) }),
};
type Kind = keyof typeof PAYLOADS;
type Run = { kind: Kind; id: string; context: JobContext };
type Behaviour = (id: string, attempt: number) => Promise<void>;

/** Handlers that log every run, and do what `behave` says (throw, wait). */
function recording(
  log: Run[],
  behave: Behaviour = async () => {},
): () => JobHandlers<typeof PAYLOADS> {
  const attempts = new Map<string, number>();
  const run = async (kind: Kind, id: string, context: JobContext) => {
    const attempt = attempts.get(id) ?? 0;
    attempts.set(id, attempt + 1);
    log.push({ kind, id, context });
    await behave(id, attempt);
  };
  return () => ({
    "summary-variant": ({ variantId }, context) => run("summary-variant", variantId, context),
    "summary-batch": ({ batchId }, context) => run("summary-batch", batchId, context),
  });
}

type MakeQueue = (
  handlers: () => JobHandlers<typeof PAYLOADS>,
  options: { concurrency: number; retryLimit: number },
) => Promise<JobQueue<typeof PAYLOADS>>;
const quiet = <T>(work: () => Promise<T>) => {
  const error = console.error;
  console.error = () => {};
  return work().finally(() => (console.error = error));
};

/** What every JobQueue promises, whichever runs it (the services rely on nothing else). */
function queueContract(name: string, makeQueue: () => MakeQueue, skip = false) {
  describe.skipIf(skip)(`JobQueue contract: ${name}`, () => {
    it("runs each job once with its payload and is idle after the last", async () => {
      const log: Run[] = [];
      const queue = await makeQueue()(recording(log), { concurrency: 1, retryLimit: 0 });
      await queue.enqueue("summary-variant", { variantId: "a" });
      await queue.enqueue("summary-batch", { batchId: "b" });
      await queue.enqueue("summary-variant", { variantId: "c" });
      await queue.idle();
      expect(log.map((r) => `${r.kind}:${r.id}`).sort()).toEqual([
        "summary-batch:b",
        "summary-variant:a",
        "summary-variant:c",
      ]);
    });

    it("never runs more than `concurrency` jobs of a kind at once", async () => {
      let now = 0;
      let most = 0;
      const queue = await makeQueue()(
        recording([], async () => {
          most = Math.max(most, (now += 1));
          await new Promise((resolve) => setTimeout(resolve, 30));
          now -= 1;
        }),
        { concurrency: 1, retryLimit: 0 },
      );
      for (const id of ["c1", "c2", "c3"])
        await queue.enqueue("summary-variant", { variantId: id });
      await queue.idle();
      expect(most).toBe(1);
    });

    it.each([
      ["an empty id", { variantId: "" }],
      ["an unknown field", { variantId: "a", extra: 1 }],
    ])("refuses a payload with %s, running nothing", async (_what, payload) => {
      const log: Run[] = [];
      const queue = await makeQueue()(recording(log), { concurrency: 1, retryLimit: 0 });
      await expect(
        queue.enqueue("summary-variant", payload as { variantId: string }),
      ).rejects.toBeInstanceOf(z.ZodError);
      await queue.idle();
      expect(log).toEqual([]);
    });

    it("retries a job that throws, telling the handler which attempt is the last", async () => {
      const log: Run[] = [];
      const queue = await makeQueue()(
        recording(log, async (id, attempt) => {
          if (id === "flaky" && attempt < 1) throw new Error("flaky");
          if (id === "broken") throw new Error("broken");
        }),
        { concurrency: 1, retryLimit: 2 },
      );
      await quiet(async () => {
        await queue.enqueue("summary-variant", { variantId: "flaky" });
        await queue.enqueue("summary-variant", { variantId: "broken" });
        await queue.idle();
      });
      const runs = (id: string) =>
        log.filter((r) => r.id === id).map((r) => r.context.isLastAttempt);
      expect(runs("flaky")).toEqual([false, false]);
      expect(runs("broken")).toEqual([false, false, true]);
    });

    it("is idle at once when nothing was queued", async () => {
      const queue = await makeQueue()(recording([]), { concurrency: 1, retryLimit: 0 });
      await expect(queue.idle()).resolves.toBeUndefined();
    });
  });
}

queueContract(
  "in-process",
  () =>
    async (handlers, { concurrency, retryLimit }) =>
      createInProcessQueue(PAYLOADS, handlers, { concurrency, retryLimit, retryDelayMs: 0 }),
);

const found = findPostgres();
if (!found.ok) console.warn(`pg-boss queue tests skipped: ${found.reason}`);
let server: PostgresServer | undefined;
const bosses: PgBoss[] = [];

/** A pg-boss in its own schema: each test sees empty queues, as a fresh install would. */
async function startBoss(schema = `boss${bosses.length}`): Promise<PgBoss> {
  server ??= await startPostgres((found as { binDir: string }).binDir);
  const boss = new PgBoss({ connectionString: server.url, schema, maintenanceIntervalSeconds: 1 });
  bosses.push(boss);
  return boss.start();
}

/** Each test its own pg-boss (own schema), working the queue in this process. */
function pgBossQueue(): MakeQueue {
  return async (handlers, { concurrency, retryLimit }) => {
    const schema = `boss${bosses.length}`;
    const boss = await startBoss(schema);
    const queue = createPgBossQueue(async () => boss, PAYLOADS, handlers, {
      schema,
      concurrency,
      retryLimit,
      retryDelaySeconds: 0,
      pollingIntervalSeconds: 0.5,
    });
    await queue.work();
    return queue;
  };
}

describe.skipIf(!found.ok)("pg-boss queue", () => {
  beforeAll(async () => void (await startBoss()), 60_000);
  afterAll(async () => {
    for (const boss of bosses) await boss.stop({ graceful: false, wait: true });
    await server?.stop();
  });

  queueContract("pg-boss on PostgreSQL", pgBossQueue);

  it("stores a job sent twice under one key once", async () => {
    const log: Run[] = [];
    const schema = `boss${bosses.length}`;
    const boss = await startBoss(schema);
    const queue = createPgBossQueue(
      async () => boss,
      { "summary-batch": PAYLOADS["summary-batch"] },
      () => ({
        "summary-batch": async ({ batchId }, context) =>
          void log.push({ kind: "summary-batch", id: batchId, context }),
      }),
      { pollingIntervalSeconds: 0.5, schema },
      (_kind, payload) => `batch:${payload.batchId}`,
    );
    await queue.enqueue("summary-batch", { batchId: "once" });
    await queue.enqueue("summary-batch", { batchId: "once" });
    await queue.work();
    await queue.idle();
    expect(log.map((r) => r.id)).toEqual(["once"]);
  });
});

describe("jobIdOfKey", () => {
  it("makes the same UUID of the same key and another of another", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(jobIdOfKey("sweep-part:s:0")).toMatch(uuid);
    expect(jobIdOfKey("sweep-part:s:0")).toBe(jobIdOfKey("sweep-part:s:0"));
    expect(jobIdOfKey("sweep-part:s:1")).not.toBe(jobIdOfKey("sweep-part:s:0"));
  });
});
