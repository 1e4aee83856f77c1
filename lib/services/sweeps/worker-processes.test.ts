import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "../../db/generated/client";
import { findPostgres, startPostgres, type PostgresServer } from "../../db/testing/postgres-server";
import { createTempDatabase } from "../../db/testing/temp-database";
import { createSweepsService, sweepParts, type SweepsService } from "./sweeps-service";
import { createInProcessQueue } from "../../jobs/in-process-queue";
import { createPgBossQueue, jobIdOfKey } from "../../jobs/pg-boss-queue";
import { SWEEP_JOB_PAYLOADS, sweepJobHandlers, sweepJobKey } from "./sweep-jobs";
import { fakeSweepReplay } from "./testing/fake-sweep-replay";

// Worker processes sharing sweeps on the PostgreSQL queue: the queue is pg-boss on
// a throwaway PostgreSQL; the app data is a SQLite file every process opens (the `sqlite`
// Vitest project) or a database on the PostgreSQL test server (the `postgresql` project).
const found = findPostgres();
if (!found.ok) console.warn(`Worker process tests skipped: ${found.reason}`);

const ROOT = path.resolve(__dirname, "../../..");
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

function spawnWorker(logFile: string, env: Record<string, string> = {}): Worker {
  const child = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: signals reach the worker itself, as with a real deployment.
    ["--import", "tsx", "--conditions=react-server", "lib/services/sweeps/testing/sweep-worker.ts"],
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
        ...env,
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
async function uninterruptedRows(ids = transcriptIds) {
  const holder: { service?: SweepsService } = {};
  const queue = createInProcessQueue(SWEEP_JOB_PAYLOADS, () => sweepJobHandlers(holder.service!), {
    concurrency: 1,
  });
  holder.service = createSweepsService({
    db: () => db,
    jobs: () => queue,
    replaySession: fakeSweepReplay({ msPerSetting: 0 }),
  });
  const { id } = await holder.service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
  await queue.idle();
  expect(await status(id)).toBe("done");
  return rowsOf(id);
}

/** The sessions of a sweep whose rows are stored (its recorded row is written with the rest). */
async function storedSessions(sweepId: string): Promise<Set<string>> {
  const rows = await db.sweepResult.findMany({
    where: { sweepId, settingIndex: null },
    select: { transcriptId: true },
  });
  return new Set(rows.map((r) => r.transcriptId));
}

/** A part's job as pg-boss holds it (its id comes from the part's key, sweepJobKey). */
async function partJob(sweepId: string, part: number) {
  const { rows } = await boss
    .getDb()
    .executeSql(
      "SELECT state, retry_count, started_on, completed_on FROM pgboss.job WHERE id = $1",
      [jobIdOfKey(`sweep-part:${sweepId}:${part}`)],
    );
  return rows[0] as { state: string; retry_count: number } | undefined;
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
      SWEEP_JOB_PAYLOADS,
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

  it("a worker killed in the middle of a part: the part expires, finishes on the other worker, every row stored once", async () => {
    const PART_SIZE = 4;
    const ids = transcriptIds.slice(0, 12);
    const settings = GRID.autocompactBufferTokens.length;
    const log = path.join(dir, "mid-part.log");
    // A session takes 3 x 150 ms: a part of 4 is long enough to be caught between its sessions.
    const env = { SWEEP_PART_SIZE: String(PART_SIZE), MS_PER_SETTING: "150" };
    const workers = [spawnWorker(log, env), spawnWorker(log, env)];
    await Promise.all(workers.map((w) => w.ready));
    const { id } = await planner.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    const createdAt = performance.now();
    const parts = sweepParts(ids, PART_SIZE);
    const partOf = (transcriptId: string) => parts.findIndex((p) => p.includes(transcriptId));

    // A worker in the middle of a part: some of the part's sessions stored, not all, and the
    // session it replays now not stored yet.
    let target: { worker: Worker; part: number } | null = null;
    await expect
      .poll(
        async () => {
          const stored = await storedSessions(id);
          const lines = readLog(log);
          for (const worker of workers) {
            const last = lines.findLast((l) => l.pid === String(worker.child.pid));
            const [transcriptId = "", setting = ""] = last?.replay.split("#") ?? [];
            const part = partOf(transcriptId);
            // Not at its last setting: its session is at least one setting away from stored.
            if (part === -1 || stored.has(transcriptId) || Number(setting) >= settings - 1)
              continue;
            const partStored = parts[part]!.filter((t) => stored.has(t));
            if (partStored.length >= 1 && partStored.length < PART_SIZE)
              return (target = { worker, part }) !== null;
          }
          return false;
        },
        { timeout: 60_000, interval: 10 },
      )
      .toBe(true);
    const { worker: victim, part } = target!;
    const survivor = workers.find((w) => w !== victim)!;
    victim.child.kill("SIGKILL");
    const killedAt = performance.now();
    await victim.exited;
    const linesAtKill = readLog(log).length;
    const atKill = await storedSessions(id);
    const storedAtKill = parts[part]!.filter((t) => atKill.has(t));
    const since = () => `${((performance.now() - killedAt) / 1000).toFixed(1)} s`;

    // pg-boss hands the part out again once it expires (JOBS_EXPIRE_SECONDS after it started).
    let expiredAfter = "";
    await expect
      .poll(
        async () => {
          const job = await partJob(id, part);
          if (expiredAfter === "" && (job?.retry_count ?? 0) >= 1) expiredAfter = since();
          return expiredAfter !== "";
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(true);
    await expect
      .poll(() => status(id), { timeout: 60_000, interval: 100 })
      .toBe("done")
      .catch(async (error: unknown) => {
        console.log(await queueStates(), survivor.output());
        throw error;
      });
    const doneAfter = since();
    // The sweep reads done as the last part's handler stores its rows; pg-boss marks that job
    // completed once the handler has returned, a moment later.
    await expect
      .poll(async () => (await partJob(id, part))?.state, { timeout: 30_000, interval: 100 })
      .toBe("completed");
    const job = await partJob(id, part);

    // Every (sweep, session, setting) row once: no duplicate key, none missing.
    const rows = await db.sweepResult.findMany({
      where: { sweepId: id },
      select: { transcriptId: true, settingIndex: true },
    });
    const keys = new Set(rows.map((r) => `${r.transcriptId}#${r.settingIndex ?? "recorded"}`));
    const after = readLog(log).slice(linesAtKill);
    const partAfter = after.filter((l) => partOf(l.replay.split("#")[0]!) === part);
    console.log(
      `mid-part kill: worker ${victim.child.pid} killed ` +
        `${((killedAt - createdAt) / 1000).toFixed(1)} s after the sweep was created, in part ${part} with ` +
        `${storedAtKill.length} of ${PART_SIZE} sessions stored; the part's job retried ` +
        `(expired) after ${expiredAfter}, the sweep done after ${doneAfter}; ` +
        `${partAfter.length / settings} of its sessions replayed by worker ${survivor.child.pid}; ` +
        `${rows.length} rows, ${keys.size} distinct, for ${ids.length} sessions x ` +
        `(${settings} settings + recorded)`,
    );
    expect(job).toMatchObject({ state: "completed", retry_count: 1 });
    expect(rows.length).toBe(ids.length * (settings + 1));
    expect(keys.size).toBe(rows.length);
    // The part finished on the survivor: only it replayed after the kill, and only the
    // sessions the killed worker had not stored.
    expect(new Set(after.map((l) => l.pid))).toEqual(new Set([String(survivor.child.pid)]));
    const replayedAgain = new Set(partAfter.map((l) => l.replay.split("#")[0]!));
    expect([...replayedAgain].filter((t) => atKill.has(t))).toEqual([]);
    expect([...replayedAgain].sort()).toEqual(parts[part]!.filter((t) => !atKill.has(t)).sort());
    expect(await db.sweep.findUnique({ where: { id }, select: { done: true } })).toEqual({
      done: ids.length * settings,
    });
    expect(await rowsOf(id)).toEqual(await uninterruptedRows(ids));

    survivor.child.kill("SIGTERM");
    expect(await survivor.exited, survivor.output()).toBe(0);
  }, 90_000);
});
