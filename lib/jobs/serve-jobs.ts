import type { JobQueues } from "./job-queues";
import { readJobsConfig } from "./jobs-config";

export type ServeJobsResult = { ok: true } | { ok: false; reason: string };

/**
 * Makes this process a worker of the PostgreSQL queue and serves jobs until SIGTERM or
 * SIGINT: `start` makes the services, whose queues (made by `queues`) then work here. On a signal it stops
 * taking jobs and waits for the running ones (up to `graceMs`), then `close`s the rest; a job
 * still running then expires and another worker picks it up again. Refuses when no queue is
 * configured (SQLite: the web server runs jobs in-process).
 */
export async function serveJobs({
  queues,
  start,
  close = async () => {},
  graceMs = 30_000,
  log = console.log,
}: {
  queues: Pick<JobQueues, "becomeWorker" | "stop">;
  start: () => Promise<void> | void;
  close?: () => Promise<void>;
  graceMs?: number;
  log?: (line: string) => void;
}): Promise<ServeJobsResult> {
  const config = readJobsConfig();
  if (config.mode === "in-process") {
    return {
      ok: false,
      reason:
        "No job queue configured: with SQLite the web server (npm start) runs jobs itself. Set DATABASE_URL (or JOBS_DATABASE_URL) to a postgresql:// URL to run workers.",
    };
  }
  queues.becomeWorker();
  await start();
  log(`Worker ${process.pid} is taking jobs from ${new URL(config.url).host}.`);
  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once("SIGTERM", () => resolve("SIGTERM"));
    process.once("SIGINT", () => resolve("SIGINT"));
  });
  log(`Worker ${process.pid}: ${signal}, finishing running jobs (up to ${graceMs / 1000} s).`);
  await queues.stop(graceMs);
  await close();
  return { ok: true };
}
