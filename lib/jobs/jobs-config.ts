import { readEnvNumber } from "../env-number";
import type { PgBossQueueOptions } from "./pg-boss-queue";

/** Where this process's jobs go: in this process (SQLite, one user) or pg-boss on PostgreSQL. */
export type JobsConfig =
  | { mode: "in-process" }
  | {
      mode: "pg-boss";
      url: string;
      /** The web server only enqueues unless RUN_JOBS_IN_WEB=1; `npm run worker` always works. */
      runsJobsInWeb: boolean;
      options: Required<Omit<PgBossQueueOptions, "concurrency" | "schema">>;
    };

const isPostgres = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//i.test(url.trim());

/**
 * Reads the jobs settings from the environment (an edge). The queue lives in JOBS_DATABASE_URL,
 * else in DATABASE_URL when that is PostgreSQL; with neither, jobs run in this process.
 * JOBS_DATABASE_URL may name PostgreSQL while the data stays in SQLite (the worker tests);
 * JOBS_IN_PROCESS=1 keeps them in this process whatever the database.
 *
 * @example readJobsConfig({ DATABASE_URL: "postgresql://db/lab" }).mode // "pg-boss"
 */
export function readJobsConfig(env: Record<string, string | undefined> = process.env): JobsConfig {
  // One web server on PostgreSQL and no workers: its jobs run in it, as on SQLite.
  if (env.JOBS_IN_PROCESS?.trim() === "1") return { mode: "in-process" };
  const jobsUrl = env.JOBS_DATABASE_URL?.trim();
  if (jobsUrl && !isPostgres(jobsUrl))
    throw new Error(
      `JOBS_DATABASE_URL must be a postgres:// or postgresql:// URL, got "${jobsUrl}"`,
    );
  const url = jobsUrl || (isPostgres(env.DATABASE_URL) ? env.DATABASE_URL.trim() : undefined);
  if (url === undefined) return { mode: "in-process" };
  return {
    mode: "pg-boss",
    url,
    runsJobsInWeb: env.RUN_JOBS_IN_WEB?.trim() === "1",
    options: {
      expireInSeconds: readEnvNumber("JOBS_EXPIRE_SECONDS", 15 * 60, {
        min: 1,
        unit: "seconds",
        env,
      }),
      retryLimit: readEnvNumber("JOBS_RETRY_LIMIT", 3, { env }),
      retryDelaySeconds: readEnvNumber("JOBS_RETRY_DELAY_SECONDS", 2, { env }),
      pollingIntervalSeconds: readEnvNumber("JOBS_POLL_SECONDS", 1, {
        min: 1,
        unit: "seconds",
        env,
      }),
    },
  };
}
