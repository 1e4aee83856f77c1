import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../db/generated/client";
import { findPostgres, startPostgres, type PostgresServer } from "../db/testing/postgres-server";
import { createTempDatabase } from "../db/testing/temp-database";
import { createSweepsService, type SweepsService } from "../services/sweeps-service";
import { createInProcessQueue } from "./in-process-queue";
import { createPgBossQueue } from "./pg-boss-queue";
import { SWEEP_JOB_KINDS, sweepJobHandlers, sweepJobKey } from "./sweep-handlers";
import { fakeSweepReplay } from "./testing/fake-sweep-replay";

// Worker processes sharing sweeps on the PostgreSQL queue (issue 10): the queue is pg-boss on
// a throwaway PostgreSQL; the app data is a SQLite file every process opens (the `sqlite`
// Vitest project) or a database on the PostgreSQL test server (the `postgresql` project).
const found = findPostgres();
if (!found.ok) console.warn(`Worker process tests skipped: ${found.reason}`);

const ROOT = path.resolve(__dirname, "../..");
const GRID = { autocompactBufferTokens: [8_000, 16_000, 24_000] };
const SESSIONS = 24;
/** A killed worker's part is handed to another this long after it started (JOBS_EXPIRE_SECONDS). */
const EXPIRE_SECONDS = 4;

let server: PostgresServer;
let data: Awaited<ReturnType<typeof createTempDatabase>>;
let db: PrismaClient;
let boss: PgBoss;
let planner: SweepsService;
let transcriptIds: string[] = [];
const dir = mkdtempSync(path.join(tmpdir(), "compaction-lab-workers-"));
const children: ChildProcess[] = [];

type Worker = {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the worker says it takes jobs (starting takes seconds under load). */
  ready: Promise<void>;
  exited: Promise<number | null>;
};

function spawnWorker(logFile: string): Worker {
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: signals reach the worker itself, as with a real deployment.
    ["--import", "tsx", "--conditions=react-server", "lib/jobs/testing/sweep-worker.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: data.url,
        JOBS_DATABASE_URL: server.url,
        REPLAY_LOG: logFile,
        MS_PER_SETTING: "40",
        SWEEP_PART_SIZE: "2",
        JOBS_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
        JOBS_MAINTENANCE_SECONDS: "1",
        JOBS_POLL_SECONDS: "1",
        JOBS_RETRY_DELAY_SECONDS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  children.push(child);
  let output = "";
  let isReady = () => {};
  const ready = new Promise<void>((resolve) => (isReady = resolve));
  const listen = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("is taking jobs")) isReady();
  };
  child.stdout?.on("data", listen);
  child.stderr?.on("data", listen);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => output, ready, exited };
}

/** "pid transcript setting" lines the workers wrote, one per replayed setting. */
function readLog(file: string): { pid: string; replay: string }[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [pid = "", transcript, setting] = line.split(" ");
      return { pid, replay: `${transcript}#${setting}` };
    });
}

async function status(id: string): Promise<string | undefined> {
  return (await db.sweep.findUnique({ where: { id }, select: { status: true } }))?.status;
}

/** The queue's jobs in words, printed when a sweep does not finish. */
async function queueStates(): Promise<string> {
  const { rows } = await boss
    .getDb()
    .executeSql(
      "SELECT name, state, retry_count, started_on, expire_in FROM pgboss.job ORDER BY created_on",
      [],
    );
  return JSON.stringify(rows);
}

async function rowsOf(id: string) {
  const results = await planner.results(id);
  if (!results.ok) throw new Error(`no sweep ${id}`);
  return results.value.rows;
}

/** The same sweep replayed in this process, never interrupted: what the workers must match. */
async function uninterruptedRows() {
  const holder: { service?: SweepsService } = {};
  const queue = createInProcessQueue(() => sweepJobHandlers(holder.service!), { concurrency: 1 });
  holder.service = createSweepsService({
    db: () => db,
    jobs: () => queue,
    replaySession: fakeSweepReplay({ msPerSetting: 0 }),
  });
  const { id } = await holder.service.create({ transcriptIds, profile: "auto", grid: GRID });
  await queue.idle();
  expect(await status(id)).toBe("done");
  return rowsOf(id);
}

describe.skipIf(!found.ok)("sweeps on worker processes (pg-boss on PostgreSQL)", () => {
  beforeAll(async () => {
    server = await startPostgres((found as { binDir: string }).binDir);
    data = await createTempDatabase(); // The app data: SQLite or PostgreSQL, by the Vitest project.
    db = data.db;
    transcriptIds = [];
    for (let i = 0; i < SESSIONS; i += 1)
      transcriptIds.push(
        (await db.transcript.create({ data: { name: `s${i}`, status: "ready" } })).id,
      );
    // This process only queues (like a web server without RUN_JOBS_IN_WEB): workers run them.
    boss = await new PgBoss({ connectionString: server.url }).start();
    const queue = createPgBossQueue(
      async () => boss,
      SWEEP_JOB_KINDS,
      () => {
        throw new Error("the test process runs no jobs");
      },
      { expireInSeconds: EXPIRE_SECONDS, retryDelaySeconds: 0 },
      sweepJobKey,
    );
    planner = createSweepsService({
      db: () => db,
      jobs: () => queue,
      replaySession: async () => null,
    });
  }, 120_000);

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await boss?.stop({ graceful: false, wait: true });
    await data?.remove();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("two workers share one sweep and never replay the same setting of a session twice", async () => {
    const log = path.join(dir, "two.log");
    const workers = [spawnWorker(log), spawnWorker(log)];
    await Promise.all(workers.map((w) => w.ready));
    const { id } = await planner.create({ transcriptIds, profile: "auto", grid: GRID });
    await expect.poll(() => status(id), { timeout: 150_000, interval: 250 }).toBe("done");

    const lines = readLog(log);
    const counts = new Map<string, number>();
    for (const { replay } of lines) counts.set(replay, (counts.get(replay) ?? 0) + 1);
    const replayedTwice = [...counts].filter(([, n]) => n > 1);
    expect(replayedTwice).toEqual([]);
    expect(counts.size).toBe(SESSIONS * GRID.autocompactBufferTokens.length);
    // Both took parts: the work was shared, not done by one while the other idled.
    expect(new Set(lines.map((l) => l.pid)).size).toBe(2);
    expect(await rowsOf(id)).toEqual(await uninterruptedRows());

    // Graceful shutdown: SIGTERM stops each worker with exit code 0.
    for (const { child } of workers) child.kill("SIGTERM");
    const codes = await Promise.all(workers.map((w) => w.exited));
    expect(codes, workers.map((w) => w.output()).join("\n")).toEqual([0, 0]);
  }, 240_000);

  it("a worker killed mid-sweep: its part is picked up again and the results are the same", async () => {
    const log = path.join(dir, "killed.log");
    const first = spawnWorker(log);
    await first.ready;
    const { id } = await planner.create({ transcriptIds, profile: "auto", grid: GRID });
    // Killed in the middle of a part: some settings of a session replayed, its rows not stored.
    await expect
      .poll(() => readLog(log).length % 6, { timeout: 60_000, interval: 5 })
      .toBeGreaterThan(2);
    first.child.kill("SIGKILL");
    await first.exited;
    const beforeKill = readLog(log).length;
    expect(await status(id)).toBe("running");
    const { done } = (await db.sweep.findUnique({ where: { id } }))!;
    expect(done).toBeLessThan(SESSIONS * 3);

    const second = spawnWorker(log);
    await expect
      .poll(() => status(id), { timeout: 150_000, interval: 250 })
      .toBe("done")
      .catch(async (error: unknown) => {
        console.log(await queueStates(), second.output());
        throw error;
      });
    expect(await rowsOf(id)).toEqual(await uninterruptedRows());
    expect(await db.sweepResult.count({ where: { sweepId: id } })).toBe(SESSIONS * 4);

    // The survivor replayed only what was not stored: nothing twice, and every setting of
    // every session was replayed by one of them.
    const afterKill = readLog(log).slice(beforeKill);
    expect(new Set(afterKill.map((l) => l.replay)).size).toBe(afterKill.length);
    expect(new Set(readLog(log).map((l) => l.replay)).size).toBe(SESSIONS * 3);
    second.child.kill("SIGTERM");
    expect(await second.exited, second.output()).toBe(0);
  }, 300_000);
});
