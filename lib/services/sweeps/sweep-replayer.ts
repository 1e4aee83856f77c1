import type { ParsedReplayRequest } from "../../compaction/config/replay-request-schema";
import type { PrismaClient } from "../../db/generated/client";
import { findModelVersion, loadModelBlob } from "../../db/transcript-queries";
import type { ReplayPool } from "../../replay-pool/replay-pool";
import type { SweepTask } from "../../replay-pool/replay-task";
import type { SessionSweep } from "../../sweeps/replay-settings";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sweeps service's `replaySession` on the replay pool: one worker task per session with
 * every setting, the model read from the database only when the worker does not hold it. A
 * pool busy with interactive replays (503) is waited out, not a failed sweep. An aborted
 * `signal` stops the worker between settings (a shared flag the worker reads).
 */
export function poolSweepReplayer({
  db,
  pool,
  observe,
}: {
  db: () => PrismaClient;
  pool: () => Pick<ReplayPool, "runSweep">;
  /** Told where each session's time went: reading the model from the database (the benchmark). */
  observe?: (timings: { readMs: number }) => void;
}) {
  /** The pool's answer; a pool busy with interactive replays (503) is waited out. */
  async function runWhenFree(
    transcriptId: string,
    task: Omit<SweepTask, "blob" | "kind">,
  ): Promise<SessionSweep | null> {
    for (;;) {
      try {
        return await pool().runSweep(task, async () => {
          const started = performance.now();
          const blob = await loadModelBlob(db(), transcriptId);
          observe?.({ readMs: performance.now() - started });
          return blob;
        });
      } catch (error) {
        // By its code, not its class: a service made at start-up is another bundle's.
        const busy = error as { code?: unknown; headers?: Record<string, string> };
        if (busy.code !== "overloaded") throw error;
        await sleep(Number(busy.headers?.["retry-after"] ?? 1) * 1000);
      }
    }
  }

  return async function replaySession(
    transcriptId: string,
    base: ParsedReplayRequest,
    requests: ParsedReplayRequest[],
    signal?: AbortSignal,
  ): Promise<SessionSweep | null> {
    const modelVersion = await findModelVersion(db(), transcriptId);
    if (modelVersion === null) return null;
    const stop = new SharedArrayBuffer(4);
    const raise = () => Atomics.store(new Int32Array(stop), 0, 1);
    if (signal?.aborted) raise();
    signal?.addEventListener("abort", raise, { once: true });
    const task = { modelKey: `${transcriptId}:${modelVersion}`, base, requests, stop };
    try {
      return await runWhenFree(transcriptId, task);
    } finally {
      signal?.removeEventListener("abort", raise);
    }
  };
}
