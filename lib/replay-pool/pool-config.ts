import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import type { ReplayPoolOptions } from "./replay-pool";

/** Where scripts/build-worker.mjs writes the bundled worker, from the project root. */
export const WORKER_FILE = ".worker/replay-worker.mjs";
/** Enough for 20 clients replaying at once without refusals, small enough to bound memory. */
const DEFAULT_QUEUE_MAX = 32;

const envSchema = z.object({
  // One core stays free for the API's thread, which answers everything else.
  REPLAY_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .default(Math.max(1, availableParallelism() - 1)),
  REPLAY_QUEUE_MAX: z.coerce.number().int().min(0).default(DEFAULT_QUEUE_MAX),
  REPLAY_WORKER_FILE: z.string().min(1).optional(),
});

/**
 * The pool's settings from the environment. The worker is found from the working directory
 * (the project root under `npm start`, a custom server, `next dev`, Vitest and tsx) rather
 * than from this module's URL, which inside Next's server bundle points into `.next/`.
 */
export function readPoolOptions(
  env: Record<string, string | undefined> = process.env,
): ReplayPoolOptions {
  const parsed = envSchema.parse({
    REPLAY_WORKERS: env.REPLAY_WORKERS || undefined,
    REPLAY_QUEUE_MAX: env.REPLAY_QUEUE_MAX || undefined,
    REPLAY_WORKER_FILE: env.REPLAY_WORKER_FILE || undefined,
  });
  return {
    filename: path.resolve(parsed.REPLAY_WORKER_FILE ?? WORKER_FILE),
    threads: parsed.REPLAY_WORKERS,
    maxQueue: parsed.REPLAY_QUEUE_MAX,
  };
}
