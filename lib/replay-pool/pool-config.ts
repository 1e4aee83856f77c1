import { availableParallelism } from "node:os";
import path from "node:path";
import { readEnvNumber } from "../env-number";
import type { ReplayPoolOptions } from "./replay-pool";

/** Where scripts/build-worker.mjs writes the bundled worker, from the project root. */
export const WORKER_FILE = ".worker/replay-worker.mjs";
/** Enough for 20 clients replaying at once without refusals, small enough to bound memory. */
const DEFAULT_QUEUE_MAX = 32;

/**
 * The pool's settings from the environment. The worker is found from the working directory
 * (the project root under `npm start`, a custom server, `next dev`, Vitest and tsx) rather
 * than from this module's URL, which inside Next's server bundle points into `.next/`.
 */
export function readPoolOptions(
  env: Record<string, string | undefined> = process.env,
): ReplayPoolOptions {
  return {
    filename: path.resolve(env.REPLAY_WORKER_FILE?.trim() || WORKER_FILE),
    // One core stays free for the API's thread, which answers everything else.
    threads: readEnvNumber("REPLAY_WORKERS", Math.max(1, availableParallelism() - 1), {
      min: 1,
      env,
    }),
    maxQueue: readEnvNumber("REPLAY_QUEUE_MAX", DEFAULT_QUEUE_MAX, { env }),
  };
}
