import "server-only";
import type { ReplayRequest } from "../compaction/config/replay-request-schema";
import type { ReplayResult } from "../compaction/replay/replay-result";
import { replayResultSchema } from "../contracts/replay-result-schema";
import { getDb } from "../server/database";
import { readReplayStoreLimits } from "../db/evict-replays";
import { getReplayPool } from "../replay-pool/shared-pool";
import { createReplayService, type ReplayService, type ReplayView } from "./replay-transcript";

// One service per process, so identical requests from any route share one computation.
const globalForReplays = globalThis as typeof globalThis & { compactionLabReplays?: ReplayService };

function getReplayService(): ReplayService {
  globalForReplays.compactionLabReplays ??= createReplayService({
    db: getDb,
    pool: getReplayPool,
    limits: readReplayStoreLimits(),
  });
  return globalForReplays.compactionLabReplays;
}

/**
 * Replays a stored transcript (SPEC section 2) and answers the ReplayResult as JSON bytes (or
 * the inspector's projection of it, `lib/contracts/inspector-replay.ts`),
 * ready to send; null when there is no such transcript. Throws AppError `overloaded` (503)
 * when too many replays wait, and the ZodError of an invalid request.
 */
export function replayTranscript(
  id: string,
  request: ReplayRequest,
  view: ReplayView = "full",
): Promise<Uint8Array | null> {
  return getReplayService().replay(id, request, view);
}

/**
 * The inspector's projection (`view=inspector`) gzip-compressed as the replay worker or the
 * store made it, to send with `content-encoding: gzip`; null when there is no such transcript.
 */
export function replayInspectorGzip(
  id: string,
  request: ReplayRequest,
): Promise<Uint8Array | null> {
  return getReplayService().replayInspectorGzip(id, request);
}

/** replayTranscript parsed, for routes that read the result rather than send it. */
export async function replayTranscriptResult(
  id: string,
  request: ReplayRequest,
): Promise<ReplayResult | null> {
  const json = await replayTranscript(id, request);
  // The worker's output, or a stored result written by an older build: its envelope is checked.
  return json === null
    ? null
    : replayResultSchema.parse(JSON.parse(Buffer.from(json).toString("utf8")));
}
