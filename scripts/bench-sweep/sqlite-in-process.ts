// The SQLite half of the sweep benchmark: a temporary database file, and the sweep run in this
// process through the sweeps service, its in-process job queue and the replay pool
// (REPLAY_WORKERS threads), as the app does on SQLite. Also says where the time went.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPrismaClient } from "../../lib/db/create-prisma-client";
import { migrateDatabase } from "../../lib/db/migrate";
import { createInProcessQueue } from "../../lib/jobs/in-process-queue";
import { SWEEP_JOB_PAYLOADS, sweepJobHandlers } from "../../lib/services/sweeps/sweep-jobs";
import { readPoolOptions } from "../../lib/replay-pool/pool-config";
import { createReplayPool } from "../../lib/replay-pool/replay-pool";
import { poolSweepReplayer } from "../../lib/services/sweeps/sweep-replayer";
import { createSweepsService, type SweepsService } from "../../lib/services/sweeps/sweeps-service";
import {
  GRID,
  printCheck,
  replaysPerSecond,
  seconds,
  share,
  type SweepFigures,
} from "./bench-grid";
import { storeSessions, type GeneratedSessions } from "./seed-sessions";

export async function benchSqliteInProcess(generated: GeneratedSessions): Promise<SweepFigures> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-sweep-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  const options = readPoolOptions();
  const pool = createReplayPool({ ...options, maxQueue: options.maxQueue });
  try {
    const setupStarted = performance.now();
    const { ids, averageCalls } = await storeSessions(db, generated);
    console.log(
      `SQLite setup: ${generated.sessions} sessions (${generated.distinct} generated, each stored ${generated.sessions / generated.distinct} times), ${averageCalls} main-thread calls each on average, stored in ${seconds(performance.now() - setupStarted)} (not part of the sweep).`,
    );

    let readMs = 0;
    let decodeMs = 0;
    let replayMs = 0;
    const replayer = poolSweepReplayer({
      db: () => db,
      pool: () => pool,
      observe: (t) => (readMs += t.readMs),
    });
    const holder: { service?: SweepsService } = {};
    const queue = createInProcessQueue(
      SWEEP_JOB_PAYLOADS,
      () => sweepJobHandlers(holder.service as SweepsService),
      {
        concurrency: 1,
      },
    );
    const service = createSweepsService({
      db: () => db,
      jobs: () => queue,
      // One session more than threads: its rows are stored while the threads replay.
      concurrency: options.threads + 1,
      replaySession: async (id, base, requests) => {
        const sweep = await replayer(id, base, requests);
        decodeMs += sweep?.timings?.decodeMs ?? 0;
        replayMs += sweep?.timings?.replayMs ?? 0;
        return sweep;
      },
    });
    holder.service = service;

    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const { id } = await service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    await queue.idle();
    const totalMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpuBefore);
    const sweep = await service.get(id);
    if (!sweep.ok || sweep.value.status !== "done")
      throw new Error(`The sweep did not finish: ${JSON.stringify(sweep)}`);
    const figures = { replays: sweep.value.progress.done, totalMs };
    // Worker time is spread over `threads` threads: shares are of threads x wall time.
    const capacity = totalMs * options.threads;
    console.log(
      `SQLite sweep: ${generated.sessions} sessions x ${sweep.value.settingCount} settings = ${figures.replays} replays (plus one replay per session for the recorded reality's limits) on ${options.threads} replay thread(s).`,
    );
    console.log(
      `Total time: ${seconds(totalMs)}; ${replaysPerSecond(figures).toFixed(1)} replays per second; CPU (all threads of this process) ${seconds((user + system) / 1000)}.`,
    );
    console.log(
      `Time: replays ${share(replayMs, capacity)}, loading ${share(readMs + decodeMs, capacity)} (reading models from the database ${share(readMs, capacity)}, decoding ${share(decodeMs, capacity)}), the rest (storing rows, progress, scheduling) ${share(capacity - replayMs - readMs - decodeMs, capacity)}.`,
    );
    printCheck(await service.results(id));
    return figures;
  } finally {
    await pool.close();
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}
