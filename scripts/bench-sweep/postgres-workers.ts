// The PostgreSQL half of the sweep benchmark: a throwaway PostgreSQL server holding both the
// data and the pg-boss queue, two `npm run worker` processes, and this process only queuing
// the sweep (like a web server without RUN_JOBS_IN_WEB). The workers take its `sweep-part`
// jobs; which worker took each part is recorded by a trigger on pg-boss's job table, keyed by
// each worker's connection `application_name`, so the workers run unchanged.
import PgBoss from "pg-boss";
import { createPrismaClient } from "../../lib/db/create-prisma-client";
import type { PrismaClient } from "../../lib/db/generated/client";
import { migrateDatabase } from "../../lib/db/migrate";
import { findPostgres, startPostgres } from "../../lib/db/testing/postgres-server";
import { createPgBossQueue } from "../../lib/jobs/pg-boss-queue";
import { readPoolOptions } from "../../lib/replay-pool/pool-config";
import { SWEEP_JOB_PAYLOADS, sweepJobKey } from "../../lib/services/sweeps/sweep-jobs";
import { createSweepsService } from "../../lib/services/sweeps/sweeps-service";
import { GRID, printCheck, replaysPerSecond, seconds, type SweepFigures } from "./bench-grid";
import { storeSessions, type GeneratedSessions } from "./seed-sessions";
import { processCpuSeconds } from "./process-cpu";
import { onTeardown } from "./teardown";
import { startWorkerProcess, type WorkerProcess } from "./worker-process";

const WORKERS = 2;
const FINISHED = ["done", "failed", "cancelled"];

// Each time a job turns active, which connection (worker) took it. Created before the queues:
// PostgreSQL clones a partitioned table's row triggers onto partitions attached later.
const RECORD_TAKERS = `
  CREATE SCHEMA bench;
  CREATE TABLE bench.taken (job_id uuid, name text, taker text);
  CREATE FUNCTION bench.record_taken() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO bench.taken VALUES (NEW.id, NEW.name, current_setting('application_name'));
    RETURN NULL;
  END $$;
  CREATE TRIGGER bench_taken AFTER UPDATE OF state ON pgboss.job FOR EACH ROW
    WHEN (NEW.state = 'active' AND OLD.state <> 'active') EXECUTE FUNCTION bench.record_taken();
`;

const workerName = (index: number) => `bench-worker-${index + 1}`;

function withApplicationName(url: string, name: string): string {
  const next = new URL(url);
  next.searchParams.set("application_name", name);
  return next.toString();
}

async function waitForSweep(db: PrismaClient, id: string, workers: WorkerProcess[]) {
  for (;;) {
    const sweep = await db.sweep.findUnique({ where: { id }, select: { status: true } });
    if (sweep !== null && FINISHED.includes(sweep.status)) return sweep.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
    const gone = workers.find((w) => w.exited());
    if (gone) throw new Error(`worker ${gone.pid} exited during the sweep:\n${gone.output()}`);
  }
}

export async function benchPostgresWorkers(generated: GeneratedSessions): Promise<SweepFigures> {
  const found = findPostgres();
  if (!found.ok) throw new Error(`No PostgreSQL to benchmark on: ${found.reason}`);
  const server = await startPostgres(found.binDir);
  const stopServer = onTeardown("the PostgreSQL server", () => server.stop());
  let db: PrismaClient | undefined;
  let boss: PgBoss | undefined;
  const workers: WorkerProcess[] = [];
  try {
    await migrateDatabase(server.url);
    db = createPrismaClient(server.url);
    const setupStarted = performance.now();
    const { ids } = await storeSessions(db, generated);
    console.log(
      `PostgreSQL setup: ${generated.sessions} sessions stored in ${seconds(performance.now() - setupStarted)} (not part of the sweep).`,
    );

    boss = await new PgBoss({ connectionString: server.url }).start();
    await boss.getDb().executeSql(RECORD_TAKERS, []);
    const queue = createPgBossQueue(
      async () => boss!,
      SWEEP_JOB_PAYLOADS,
      () => {
        throw new Error("the benchmark process runs no jobs: the workers do");
      },
      {},
      sweepJobKey,
    );
    const planner = createSweepsService({
      db: () => db!,
      jobs: () => queue,
      replaySession: async () => null,
    });
    const { threads } = readPoolOptions(); // The workers' environment is this one's.

    for (let i = 0; i < WORKERS; i += 1)
      workers.push(startWorkerProcess(withApplicationName(server.url, workerName(i))));
    await Promise.all(workers.map((w) => w.ready));
    console.log(
      `${WORKERS} workers taking jobs (pids ${workers.map((w) => w.pid).join(", ")}; ${threads} replay thread(s) each).`,
    );

    const cpuBefore = workers.map((w) => processCpuSeconds(w.pid) ?? 0);
    const createdAt = new Date();
    const started = performance.now();
    const { id } = await planner.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    const status = await waitForSweep(db, id, workers);
    const totalMs = performance.now() - started;
    const cpu = workers.map((w, i) => (processCpuSeconds(w.pid) ?? NaN) - cpuBefore[i]!);
    const sweep = await planner.get(id);
    if (status !== "done" || !sweep.ok)
      throw new Error(`The sweep did not finish (${status}): ${JSON.stringify(sweep)}`);
    const figures = { replays: sweep.value.progress.done, totalMs };

    const { rows } = await boss
      .getDb()
      .executeSql(
        "SELECT taker, count(*)::int AS parts FROM bench.taken WHERE name = 'sweep-part' GROUP BY taker ORDER BY taker",
        [],
      );
    const parts = (rows as { taker: string; parts: number }[])
      .map((r) => `${r.taker} ${r.parts}`)
      .join(", ");
    console.log(
      `PostgreSQL sweep: ${generated.sessions} sessions x ${sweep.value.settingCount} settings = ${figures.replays} replays on ${WORKERS} worker processes.`,
    );
    console.log(
      `Total time: ${seconds(totalMs)}; ${replaysPerSecond(figures).toFixed(1)} replays per second.`,
    );
    console.log(
      `Parts taken (sweep-part jobs of 8 sessions, ${Math.ceil(generated.sessions / 8)} in all): ${parts}.`,
    );
    const { rows: timing } = await boss.getDb().executeSql(
      `SELECT extract(epoch FROM min(started_on) - $1::timestamptz)::float AS first,
              avg(extract(epoch FROM completed_on - started_on))::float AS part
         FROM pgboss.job WHERE name = 'sweep-part'`,
      [createdAt],
    );
    const { first, part } = timing[0] as { first: number; part: number };
    console.log(
      `The first part started ${first.toFixed(1)} s after the sweep was created; a part took ${part.toFixed(1)} s on average. CPU during the sweep: ${cpu.map((s, i) => `${workerName(i)} ${s.toFixed(1)} s`).join(", ")} (of ${seconds(totalMs)} wall each).`,
    );
    printCheck(await planner.results(id));
    return figures;
  } finally {
    await Promise.all(workers.map((w) => w.stop()));
    await boss?.stop({ graceful: false, wait: true });
    await db?.$disconnect();
    await stopServer();
  }
}
