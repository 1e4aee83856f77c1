// The replay worker: runs in a worker thread of the replay pool (lib/replay-pool/replay-pool.ts),
// bundled by scripts/build-worker.mjs into .worker/replay-worker.mjs, so it loads the same way
// under `next start`, a custom server, `next dev`, Vitest and tsx. No Prisma, no Next: it gets
// bytes and a request and answers bytes.
import { gunzipSync, gzipSync } from "node:zlib";
import { z } from "zod";
import { toInspectorReplayWire } from "../contracts/inspector-replay";
import { replaySession } from "../compaction/replay/replay-session";
import { decodeModelBlob } from "../db/model-blob";
import { createModelCache } from "../transcript/model-cache";
import type { TranscriptModel } from "../transcript/model";
import { replaySettings } from "../sweeps/replay-settings";
import { readEnvNumber } from "../env-number";
import { lowerThisThreadPriority } from "./lower-thread-priority";
import type {
  ReplayTask,
  ReplayTaskResult,
  SweepTask,
  SweepTaskResult,
  ToFullTask,
  ToFullTaskResult,
} from "./replay-task";
import { wireToFull } from "./wire-to-full";

// REPLAY_NICENESS=10 makes replays yield the cores to the API's thread, so reading the
// sessions list stays fast while others replay; off by default, since on a machine busy with
// other work it also slows the replays a user waits for (lower-thread-priority.ts).
const niceness = readEnvNumber("REPLAY_NICENESS", 0);
if (niceness > 0) lowerThisThreadPriority(Math.min(niceness, 19));

/** Per worker: a few decoded models, bounded by entries (a huge transcript is not kept). */
const models = createModelCache();
const NEED_MODEL = Symbol("need-model");

async function loadModel(
  task: ReplayTask | SweepTask,
): Promise<TranscriptModel | typeof NEED_MODEL> {
  const { blob } = task;
  try {
    const model = await models.get(task.modelKey, () =>
      blob === undefined ? Promise.reject(NEED_MODEL) : decodeModelBlob(blob),
    );
    // The cache never holds null here: a load either decodes or rejects.
    return model ?? NEED_MODEL;
  } catch (error) {
    if (error === NEED_MODEL) return NEED_MODEL;
    throw error;
  }
}

/** Piscina calls the default export once per task: a replay, or one session of a sweep. */
export default async function runReplayTask(task: ReplayTask): Promise<ReplayTaskResult>;
export default async function runReplayTask(task: SweepTask): Promise<SweepTaskResult>;
export default async function runReplayTask(task: ToFullTask): Promise<ToFullTaskResult>;
export default async function runReplayTask(
  task: ReplayTask | SweepTask | ToFullTask,
): Promise<ReplayTaskResult | SweepTaskResult | ToFullTaskResult> {
  if ("kind" in task && task.kind === "to-full")
    return { kind: "full", json: wireToFull(gunzipSync(task.gzip)) };
  const started = performance.now();
  const model = await loadModel(task);
  if (model === NEED_MODEL) return { kind: "need-model" };
  if ("kind" in task) {
    const decoded = performance.now();
    const stop = task.stop === undefined ? undefined : new Int32Array(task.stop);
    const sweep = replaySettings(model, task.base, task.requests, () =>
      stop === undefined ? false : Atomics.load(stop, 0) === 1,
    );
    const timings = { decodeMs: decoded - started, replayMs: performance.now() - decoded };
    return { kind: "swept", sweep: { ...sweep, timings } };
  }
  try {
    const result = replaySession(model, task.request);
    const inspectorJson = Buffer.from(JSON.stringify(toInspectorReplayWire(result)), "utf8");
    // Level 1: a fifth of the JSON in about 5 ms for 0.75 MB, where Next's own level 6
    // took twice that on the API's thread, per request, and the store compressed it again.
    const inspectorGzip = gzipSync(inspectorJson, { level: 1 });
    const json = task.withFull === true ? Buffer.from(JSON.stringify(result), "utf8") : null;
    return { kind: "done", inspectorJson, inspectorGzip, json };
  } catch (error) {
    if (error instanceof z.ZodError) return { kind: "invalid", issues: error.issues };
    throw error;
  }
}
