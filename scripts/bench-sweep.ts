// `npm run bench:sweep`: the sweep benchmark. Generates sessions of about 200
// main-thread calls with the project's generator, then runs one sweep of them times 24
// settings (autocompactBufferTokens 8K..36K step 4K x maxOutputTokens 20K, 32K, 64K):
//   --db sqlite    (the default) on SQLite in this process, through the sweeps service, its
//                  job queue and the replay pool (REPLAY_WORKERS threads), as the app does;
//                  also says where the time went (replays, loading, the rest)
//   --db postgres  (or --postgres) on a throwaway PostgreSQL server with 2 `npm run worker`
//                  processes taking the sweep's parts from the pg-boss queue; also says how
//                  many parts each worker took
//   --db both      both on the same sessions, and the ratio of their replays per second
//   --sessions N   sessions to sweep (default SWEEP_BENCH_SESSIONS, else 1,000)
// Prints replays per second and the total time of each sweep (from creating it to done).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { replaysPerSecond, type SweepFigures } from "./bench-sweep/bench-grid";
import { benchPostgresWorkers } from "./bench-sweep/postgres-workers";
import { generateSessions } from "./bench-sweep/seed-sessions";
import { benchSqliteInProcess } from "./bench-sweep/sqlite-in-process";
import { tearDown, tearDownOnSignals } from "./bench-sweep/teardown";

const argsSchema = z.object({
  db: z.enum(["sqlite", "postgres", "both"]),
  sessions: z.coerce.number().int().min(1),
  // Generating 1,000 sessions of 200 calls takes ~15 minutes on one core: by default 250 are
  // generated and each is stored 4 times under its own id (so each is still read from the
  // database and decoded on its own); SWEEP_BENCH_DISTINCT=1000 generates every one.
  distinct: z.coerce.number().int().min(1),
});

function readArgs() {
  const { values } = parseArgs({
    options: {
      db: { type: "string" },
      postgres: { type: "boolean" },
      sessions: { type: "string" },
    },
  });
  const sessions = values.sessions ?? process.env.SWEEP_BENCH_SESSIONS ?? "1000";
  const args = argsSchema.parse({
    db: values.db ?? (values.postgres ? "postgres" : "sqlite"),
    sessions,
    distinct: process.env.SWEEP_BENCH_DISTINCT ?? 250,
  });
  return { ...args, distinct: Math.min(args.sessions, args.distinct) };
}

async function main(): Promise<void> {
  const args = readArgs();
  tearDownOnSignals();
  // The replay threads load the bundled worker, as `npm run worker` and `npm start` build it.
  execFileSync(process.execPath, [path.join(import.meta.dirname, "build-worker.mjs")], {
    stdio: "inherit",
  });
  const generated = generateSessions(args.sessions, args.distinct);
  const figures: Partial<Record<"sqlite" | "postgres", SweepFigures>> = {};
  if (args.db !== "postgres") figures.sqlite = await benchSqliteInProcess(generated);
  if (args.db !== "sqlite") figures.postgres = await benchPostgresWorkers(generated);
  if (figures.sqlite && figures.postgres) {
    const ratio = replaysPerSecond(figures.postgres) / replaysPerSecond(figures.sqlite);
    console.log(
      `PostgreSQL with 2 workers vs SQLite in-process: ${ratio.toFixed(2)}x the replays per second (${replaysPerSecond(figures.postgres).toFixed(1)} vs ${replaysPerSecond(figures.sqlite).toFixed(1)}).`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(
      error instanceof z.ZodError
        ? `${z.prettifyError(error)}\nUsage: npm run bench:sweep -- [--db sqlite|postgres|both] [--postgres] [--sessions N]`
        : error,
    );
    process.exitCode = 1;
  })
  .finally(tearDown);
