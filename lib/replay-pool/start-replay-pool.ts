import { existsSync } from "node:fs";
import { readPoolOptions } from "./pool-config";
import { createReplayPool, type ReplayPool } from "./replay-pool";

/** The replay pool the environment configures (the composition root starts one per process). */
export function startReplayPool(): ReplayPool {
  const options = readPoolOptions();
  // Fail with the fix rather than with a worker's module-not-found error on every replay.
  if (!existsSync(options.filename)) {
    throw new Error(
      `The replay worker is not built (${options.filename}): run \`npm run build:worker\`.`,
    );
  }
  return createReplayPool(options);
}
