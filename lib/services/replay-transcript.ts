import { isDefaultRequest, replayCacheKey } from "../compaction/replay-cache-key";
import type { ReplayRequest } from "../compaction/replay-request-schema";
import { evictReplays, type ReplayStoreLimits } from "../db/evict-replays";
import type { PrismaClient } from "../db/generated/client";
import { findReplay, saveReplay } from "../db/replay-store";
import { findModelVersion, loadModelBlob, transcriptExists } from "../db/transcript-queries";
import { transcriptNotFound } from "../errors";
import type { ReplayPool } from "../replay-pool/replay-pool";
import { toInspectorReplayWire } from "../api/inspector-replay";
import { replayResultSchema } from "../api/replay-result-schema";

/** Which form of the result to answer: SPEC's ReplayResult, or the inspector's projection. */
export type ReplayView = "full" | "inspector";

/** One computation's answer: the full JSON, and the projection when the worker made it. */
type Answer = { json: Uint8Array; inspectorJson: Uint8Array | null };

/**
 * A stored result projected for the inspector (the store keeps the full form only). A stored
 * row of another shape is our fault (500), not the client's.
 */
function projectStored(json: Uint8Array): Uint8Array {
  const parsed = replayResultSchema.safeParse(JSON.parse(Buffer.from(json).toString("utf8")));
  if (!parsed.success)
    throw new Error(`A stored replay result is malformed: ${parsed.error.message}`);
  return Buffer.from(JSON.stringify(toInspectorReplayWire(parsed.data)), "utf8");
}

export type ReplayServiceDeps = {
  db: () => PrismaClient;
  pool: () => Pick<ReplayPool, "run">;
  limits: ReplayStoreLimits;
};

/**
 * Replays stored transcripts: from the store when this request was answered before, else in
 * the worker pool, then stored (best-effort) and the store trimmed to its limits. Answers the
 * result as JSON bytes (in full, or the inspector's projection), or null when the transcript
 * does not exist.
 */
export function createReplayService({ db, pool, limits }: ReplayServiceDeps) {
  // Identical requests at once (same transcript and key) share one computation.
  const inFlight = new Map<string, Promise<Answer | null>>();
  let isStoreFailing = false;

  // The result is answered even when it cannot be kept (a full disk): the store is a cache.
  // A transcript deleted meanwhile is the one failure the client must hear about: 404.
  async function store(id: string, key: string, gzip: Uint8Array, isDefault: boolean) {
    try {
      await saveReplay(db(), id, key, { gzip, isDefault });
      await evictReplays(db(), limits);
      if (isStoreFailing) console.log("Replay store: writes work again.");
      isStoreFailing = false;
    } catch (error) {
      if (!(await transcriptExists(db(), id).catch(() => true))) throw transcriptNotFound(id);
      // Logged once per failing spell, not once per replay: a full disk would flood the log.
      if (!isStoreFailing) console.error("Replay store: a result could not be saved:", error);
      isStoreFailing = true;
    }
  }

  async function compute(
    id: string,
    modelVersion: number,
    key: string,
    request: ReplayRequest,
  ): Promise<Answer | null> {
    const stored = await findReplay(db(), id, key);
    if (stored !== null) return { json: stored, inspectorJson: null };
    const output = await pool().run({ modelKey: `${id}:${modelVersion}`, request }, () =>
      loadModelBlob(db(), id),
    );
    if (output === null) return null;
    await store(id, key, output.gzip, isDefaultRequest(request));
    return { json: output.json, inspectorJson: output.inspectorJson };
  }

  return {
    async replay(
      id: string,
      request: ReplayRequest,
      view: ReplayView = "full",
    ): Promise<Uint8Array | null> {
      const modelVersion = await findModelVersion(db(), id);
      if (modelVersion === null) return null;
      const key = replayCacheKey(request, modelVersion);
      const flightKey = `${id}\n${key}`;
      let flight = inFlight.get(flightKey);
      if (flight === undefined) {
        flight = compute(id, modelVersion, key, request).finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, flight);
      }
      const answer = await flight;
      if (answer === null) return null;
      if (view === "full") return answer.json;
      return answer.inspectorJson ?? projectStored(answer.json);
    },
  };
}

export type ReplayService = ReturnType<typeof createReplayService>;
