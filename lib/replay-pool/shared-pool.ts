import "server-only";
import { existsSync } from "node:fs";
import { readPoolOptions } from "./pool-config";
import { createReplayPool, type ReplayPool } from "./replay-pool";

// One pool per process. Next dev re-evaluates modules on edits; globalThis keeps the threads.
const globalForPool = globalThis as typeof globalThis & { compactionLabReplayPool?: ReplayPool };

/** The process-wide replay pool, started on first use. */
export function getReplayPool(): ReplayPool {
  if (globalForPool.compactionLabReplayPool) return globalForPool.compactionLabReplayPool;
  const options = readPoolOptions();
  // Fail with the fix rather than with a worker's module-not-found error on every replay.
  if (!existsSync(options.filename)) {
    throw new Error(
      `The replay worker is not built (${options.filename}): run \`npm run build:worker\`.`,
    );
  }
  globalForPool.compactionLabReplayPool = createReplayPool(options);
  return globalForPool.compactionLabReplayPool;
}

/** Closes the pool if this process started one (graceful shutdown of a worker). */
export async function closeReplayPool(): Promise<void> {
  const pool = globalForPool.compactionLabReplayPool;
  globalForPool.compactionLabReplayPool = undefined;
  await pool?.close();
}
