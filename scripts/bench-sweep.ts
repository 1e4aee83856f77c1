// `npm run bench:sweep`: issue 10's sweep benchmark on SQLite in-process. Generates sessions of
// about 200 main-thread calls with the project's generator (SWEEP_BENCH_SESSIONS, default
// 1,000), stores their models in a temporary database, then runs one sweep of them times 24
// settings (autocompactBufferTokens 8K..36K step 4K x maxOutputTokens 20K, 32K, 64K) through
// the sweeps service, its job queue and the replay pool (REPLAY_WORKERS threads), as the app
// does. Prints replays per second, the total time, and the share of time in replays vs
// loading (reading models from the database and decoding them) vs the rest.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createPrismaClient } from "../lib/db/create-prisma-client";
import { migrateDatabase } from "../lib/db/migrate";
import { generateTranscriptLines } from "../lib/generator/generate-transcript";
import { createInProcessQueue } from "../lib/jobs/in-process-queue";
import { sweepJobHandlers } from "../lib/jobs/sweep-handlers";
import { readPoolOptions } from "../lib/replay-pool/pool-config";
import { createReplayPool } from "../lib/replay-pool/replay-pool";
import { poolSweepReplayer } from "../lib/services/sweep-replayer";
import { createSweepsService, type SweepsService } from "../lib/services/sweeps-service";
import { createModelBuilder } from "../lib/transcript/build-model";
import { encodeModel, MODEL_FORMAT_VERSION } from "../lib/transcript/model-codec";
import type { TranscriptModel } from "../lib/transcript/model";

const SESSIONS = Number(process.env.SWEEP_BENCH_SESSIONS ?? 1_000);
// Generating 1,000 sessions of 200 calls takes ~15 minutes on one core: by default 250 are
// generated and each is stored 4 times under its own id (so each is still read from the
// database and decoded on its own); SWEEP_BENCH_DISTINCT=1000 generates every one.
const DISTINCT = Math.min(SESSIONS, Number(process.env.SWEEP_BENCH_DISTINCT ?? 250));
const TARGET_CALLS = 200;
const GRID = {
  autocompactBufferTokens: [8_000, 12_000, 16_000, 20_000, 24_000, 28_000, 32_000, 36_000],
  maxOutputTokens: [20_000, 32_000, 64_000],
};

function generateModel(seed: number, targetBytes: number): TranscriptModel {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of generateTranscriptLines({ seed, style: "2.1", targetBytes }))
    builder.push(encoder.encode(line + "\n"));
  return builder.end();
}

const mainCalls = (model: TranscriptModel) => model.calls.filter((c) => c.isMainThread).length;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const share = (part: number, whole: number) => `${((100 * part) / whole).toFixed(0)}%`;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-sweep-"));
  const url = `file:${path.join(dir, "bench.db")}`;
  await migrateDatabase(url);
  const db = createPrismaClient(url);
  const options = readPoolOptions();
  const pool = createReplayPool({ ...options, maxQueue: options.maxQueue });
  try {
    // Bytes per call from a sample, so sessions come out near TARGET_CALLS.
    const sample = generateModel(1, 2_000_000);
    const targetBytes = Math.round((2_000_000 / mainCalls(sample)) * TARGET_CALLS);
    const setupStarted = performance.now();
    const ids: string[] = [];
    let calls = 0;
    const generated: { blob: Uint8Array<ArrayBuffer>; calls: number }[] = [];
    for (let seed = 1; seed <= DISTINCT; seed += 1) {
      const model = generateModel(seed, targetBytes);
      generated.push({
        blob: new Uint8Array(gzipSync(encodeModel(model))),
        calls: mainCalls(model),
      });
      if (seed % 50 === 0) console.log(`  generated ${seed} of ${DISTINCT} sessions`);
    }
    for (let k = 0; k < SESSIONS; k += 1) {
      const { blob, calls: sessionCalls } = generated[k % DISTINCT]!;
      calls += sessionCalls;
      const row = await db.transcript.create({
        data: {
          name: `bench-${k + 1}.jsonl`,
          status: "ready",
          apiCalls: sessionCalls,
          model: { create: { parserVersion: MODEL_FORMAT_VERSION, data: blob } },
        },
        select: { id: true },
      });
      ids.push(row.id);
    }
    console.log(
      `Setup: ${SESSIONS} sessions (${DISTINCT} generated, each stored ${SESSIONS / DISTINCT} times), ${Math.round(calls / SESSIONS)} main-thread calls each on average, stored in ${seconds(performance.now() - setupStarted)} (not part of the sweep).`,
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
    const queue = createInProcessQueue(() => sweepJobHandlers(holder.service as SweepsService), {
      concurrency: 1,
    });
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

    const started = performance.now();
    const { id } = await service.create({ transcriptIds: ids, profile: "auto", grid: GRID });
    await queue.idle();
    const totalMs = performance.now() - started;
    const sweep = await service.get(id);
    if (!sweep.ok || sweep.value.status !== "done")
      throw new Error(`The sweep did not finish: ${JSON.stringify(sweep)}`);
    const replays = sweep.value.progress.done;
    // Worker time is spread over `threads` threads: shares are of threads x wall time.
    const capacity = totalMs * options.threads;
    console.log(
      `Sweep: ${SESSIONS} sessions x ${sweep.value.settingCount} settings = ${replays} replays (plus one replay per session for the recorded reality's limits) on ${options.threads} replay thread(s).`,
    );
    console.log(
      `Total time: ${seconds(totalMs)}; ${(replays / (totalMs / 1000)).toFixed(1)} replays per second.`,
    );
    console.log(
      `Time: replays ${share(replayMs, capacity)}, loading ${share(readMs + decodeMs, capacity)} (reading models from the database ${share(readMs, capacity)}, decoding ${share(decodeMs, capacity)}), the rest (storing rows, progress, scheduling) ${share(capacity - replayMs - readMs - decodeMs, capacity)}.`,
    );
    const results = await service.results(id);
    if (results.ok) {
      const [reality, first] = results.value.rows;
      console.log(
        `Check: reality ${reality?.compactions} compactions over ${reality?.sessions} sessions; ${JSON.stringify(first?.setting)} ${first?.compactions}.`,
      );
    }
  } finally {
    await pool.close();
    await db.$disconnect();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
