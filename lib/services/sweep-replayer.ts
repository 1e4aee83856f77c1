import type { ReplayRequest } from "../compaction/replay-request-schema";
import type { PrismaClient } from "../db/generated/client";
import { findModelVersion, loadModelBlob } from "../db/transcript-queries";
import type { ReplayPool } from "../replay-pool/replay-pool";
import type { SessionSweep } from "../sweeps/replay-settings";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The sweeps service's `replaySession` on the replay pool: one worker task per session with
 * every setting, the model read from the database only when the worker does not hold it. A
 * pool busy with interactive replays (503) is waited out, not a failed sweep.
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
  return async function replaySession(
    transcriptId: string,
    base: ReplayRequest,
    requests: ReplayRequest[],
  ): Promise<SessionSweep | null> {
    const modelVersion = await findModelVersion(db(), transcriptId);
    if (modelVersion === null) return null;
    const task = { modelKey: `${transcriptId}:${modelVersion}`, base, requests };
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
  };
}
