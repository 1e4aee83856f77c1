// Vitest global setup: worker threads load .worker/replay-worker.mjs (plain JavaScript, outside
// Vitest's transform), so it is built, or rebuilt when a source changed, before any test runs.
import { ensureWorker } from "../../scripts/build-worker.mjs";

export default async function setup(): Promise<void> {
  await ensureWorker();
}
