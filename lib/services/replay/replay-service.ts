import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import { isDefaultRequest, replayCacheKey } from "../../compaction/config/replay-cache-key";
import {
  replayRequestSchema,
  type ParsedReplayRequest,
} from "../../compaction/config/replay-request-schema";
import type { ReplayResult } from "../../compaction/replay/replay-result";
import { replayResultSchema } from "../../contracts/replay-result-schema";
import { evictReplays, type ReplayStoreLimits } from "../../db/evict-replays";
import type { PrismaClient } from "../../db/generated/client";
import { findReplayGzip, saveReplay } from "../../db/replay-store";
import { findModelVersion, loadModelBlob, transcriptExists } from "../../db/transcript-queries";
import type { ReplayPool } from "../../replay-pool/replay-pool";

const gunzipAsync = promisify(gunzip);

/** Which form of the result to answer: SPEC's ReplayResult, or the inspector's projection. */
export type ReplayView = "full" | "inspector";

/**
 * The store keeps the inspector's wire form (complete, a quarter of the full size), so a store
 * hit answers the inspector without converting. Its keys start with this mark: rows of the full
 * form written by an older build are never read as wire forms (they age out of the store).
 */
const STORED_FORM = "wire1";

/**
 * One computation's answer: the wire form gzip-compressed (computed or stored), the wire form
 * itself when the worker made it, and SPEC's full form when the worker made that.
 */
type Answer = { gzip: Uint8Array; wire: Uint8Array | null; full: Uint8Array | null };

/** What a session page asks first: the profile `auto` picks, no override (same store key). */
const PAGE_OPENING_REQUEST = replayRequestSchema.parse({ profile: "auto", overrides: {} });

export type ReplayServiceDeps = {
  db: () => PrismaClient;
  pool: () => Pick<ReplayPool, "run" | "toFull" | "pending" | "room">;
  limits: ReplayStoreLimits;
};

/**
 * Replays stored transcripts (SPEC section 2): from the store when this request was answered before, else in
 * the worker pool. A computed result is answered first and stored after (compressed off the
 * thread, best-effort, the store trimmed to its limits), so the store's work is never on the
 * answer's path. Answers the result as JSON bytes (in full, or the inspector's projection,
 * `lib/contracts/inspector-replay.ts`), ready to send, or null when the transcript does not
 * exist. Takes the request parsed (`replayRequestSchema`) and never parses it again; throws
 * AppError `overloaded` (503) when too many replays wait, and the ZodError of a request this
 * transcript makes invalid (its constants leave no threshold on the window: a 422).
 */
export function createReplayService({ db, pool, limits }: ReplayServiceDeps) {
  // Identical requests at once (same transcript and key) share one computation.
  const inFlight = new Map<string, Promise<Answer | null>>();
  // Stores under way, so a test or a shutdown can wait for them (`whenStored`).
  const storing = new Set<Promise<void>>();
  let isStoreFailing = false;

  // The store is a cache: a result that cannot be kept (a full disk) is logged once per failing
  // spell, never per replay; one of a transcript deleted meanwhile has nothing to be kept for.
  async function store(id: string, key: string, gzip: Uint8Array, isDefault: boolean) {
    try {
      await saveReplay(db(), id, key, { gzip, isDefault });
      await evictReplays(db(), limits);
      if (isStoreFailing) console.log("Replay store: writes work again.");
      isStoreFailing = false;
    } catch (error) {
      if (!(await transcriptExists(db(), id).catch(() => true))) return;
      if (!isStoreFailing) console.error("Replay store: a result could not be saved:", error);
      isStoreFailing = true;
    }
  }

  // Concurrent requests for one transcript share one version lookup, so they resume in the
  // order they came and the second finds the first's flight. Separate lookups could finish
  // in any order on PostgreSQL's pooled connections, and both requests would replay.
  const versionLookups = new Map<string, Promise<string | null>>();
  function lookUpModelVersion(id: string): Promise<string | null> {
    let lookup = versionLookups.get(id);
    if (lookup === undefined) {
      lookup = findModelVersion(db(), id).finally(() => versionLookups.delete(id));
      versionLookups.set(id, lookup);
    }
    return lookup;
  }

  function storeLater(id: string, key: string, gzip: Uint8Array, isDefault: boolean) {
    const stored = store(id, key, gzip, isDefault).finally(() => storing.delete(stored));
    storing.add(stored);
  }

  async function compute(
    id: string,
    modelVersion: string,
    key: string,
    request: ParsedReplayRequest,
    withFull: boolean,
  ): Promise<Answer | null> {
    const stored = await findReplayGzip(db(), id, key);
    if (stored !== null) return { gzip: stored, wire: null, full: null };
    const output = await pool().run({ modelKey: `${id}:${modelVersion}`, request, withFull }, () =>
      loadModelBlob(db(), id),
    );
    if (output === null) return null;
    storeLater(id, key, output.inspectorGzip, isDefaultRequest(request));
    return { gzip: output.inspectorGzip, wire: output.inspectorJson, full: output.json };
  }

  async function answer(id: string, request: ParsedReplayRequest, view: ReplayView) {
    const modelVersion = await lookUpModelVersion(id);
    if (modelVersion === null) return null;
    const key = `${STORED_FORM}:${replayCacheKey(request, modelVersion)}`;
    const flightKey = `${id}\n${key}`;
    let flight = inFlight.get(flightKey);
    if (flight === undefined) {
      flight = compute(id, modelVersion, key, request, view === "full").finally(() =>
        inFlight.delete(flightKey),
      );
      inFlight.set(flightKey, flight);
    }
    return flight;
  }

  async function replay(
    id: string,
    request: ParsedReplayRequest,
    view: ReplayView = "full",
  ): Promise<Uint8Array | null> {
    const found = await answer(id, request, view);
    if (found === null) return null;
    if (view === "inspector") return found.wire ?? (await gunzipAsync(found.gzip));
    // From the store: converted in a worker, off the thread that answers everyone else.
    return found.full ?? (await pool().toFull(found.gzip));
  }

  return {
    replay,
    /** `replay` parsed, for routes that read the result rather than send it. */
    async replayResult(id: string, request: ParsedReplayRequest): Promise<ReplayResult | null> {
      const json = await replay(id, request);
      // The worker's output, or a stored result written by an older build: its envelope is checked.
      return json === null
        ? null
        : replayResultSchema.parse(JSON.parse(Buffer.from(json).toString("utf8")));
    },
    /**
     * The inspector's form gzip-compressed, as the worker or the store made it, for a client
     * that accepts gzip: never decompressed nor compressed again on the API's thread.
     */
    async replayInspectorGzip(
      id: string,
      request: ParsedReplayRequest,
    ): Promise<Uint8Array | null> {
      const found = await answer(id, request, "inspector");
      return found === null ? null : found.gzip;
    },
    /**
     * Replays a transcript just stored as its page will first ask, in the background, so the
     * page opens on a stored answer and a worker already holds the model (decoding a 1 GB
     * session's model and replaying it took 3 CPU s). Only when no replay waits: it never
     * delays one somebody asked for. Never rejects (a failure is the page's to meet and say);
     * resolves once the replay is answered, its store under way (`whenStored`), with its
     * inspector form (which the replay agreement is read from), or null when it was not made.
     */
    async prepareFirstReplay(id: string): Promise<Uint8Array | null> {
      // Work nobody asked for yet never takes the last place a user's replay could have had.
      if (pool().pending > 0 || pool().room < 2) return null;
      try {
        const found = await answer(id, PAGE_OPENING_REQUEST, "inspector");
        return found === null ? null : (found.wire ?? (await gunzipAsync(found.gzip)));
      } catch (error) {
        console.error(`The first replay of ${id} could not be prepared:`, error);
        return null;
      }
    },
    /** Resolves once the results answered so far are stored (or their store has failed). */
    async whenStored(): Promise<void> {
      while (storing.size > 0) await Promise.allSettled([...storing]);
    },
  };
}

export type ReplayService = ReturnType<typeof createReplayService>;
