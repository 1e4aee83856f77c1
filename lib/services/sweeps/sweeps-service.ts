import { z } from "zod";
import {
  MAX_SWEEP_SESSIONS,
  type CreateSweepBody,
  type SweepSummary,
} from "../../contracts/sweeps";
import type { ParsedReplayRequest } from "../../compaction/config/replay-request-schema";
import type { PrismaClient } from "../../db/generated/client";
import { resolveSavedFilter } from "../../db/saved-filters";
import {
  countSkipped,
  existingTranscriptIds,
  findSweep,
  findUnfinishedSweeps,
  insertSweep,
  listSweeps,
  readSweepResults,
  readSweepStatus,
  readTranscriptNames,
  saveSessionSweep,
  sweptTranscripts,
  toSweepSummary,
  updateSweep,
  type StoredSweep,
} from "../../db/sweeps";
import type { JobContext } from "../../jobs/job-types";
import { isUniqueViolation } from "../../db/unique-violation";
import {
  aggregateBySession,
  aggregateSweep,
  type SweepRow,
  type SweepSessionRows,
} from "../../sweeps/aggregate-sweep";
import type { SessionSweep } from "../../sweeps/replay-settings";
import { expandGrid, requestOfSetting } from "../../sweeps/sweep-grid";
import type { SweepJobQueue } from "./sweep-jobs";

export type SweepsServiceDeps = {
  db: () => PrismaClient;
  jobs: () => SweepJobQueue;
  /**
   * One session under every request (reading its model once); null when it is gone. Stops
   * between settings once `signal` aborts (the sweep was cancelled): what it answers then is
   * not stored.
   */
  replaySession: (
    transcriptId: string,
    base: ParsedReplayRequest,
    requests: ParsedReplayRequest[],
    signal: AbortSignal,
  ) => Promise<SessionSweep | null>;
  /** Sessions replayed at once within one part (the replay pool's threads). */
  concurrency?: number;
  /** Sessions per `sweep-part` job: the unit that workers share. */
  partSize?: number;
  /** How often a running part reads whether its sweep was cancelled. */
  cancelPollMs?: number;
};

/** Expected failures are values: the route turns `not-found` into a 404. */
export type Found<T> = { ok: true; value: T } | { ok: false; reason: "not-found" };

const notFound = { ok: false, reason: "not-found" } as const;
const UNFINISHED: SweepSummary["status"][] = ["queued", "running"];

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The transcripts of part `index` of a sweep: parts are fixed by the sweep, not by progress. */
export function sweepParts(transcriptIds: string[], partSize: number): string[][] {
  const parts: string[][] = [];
  for (let i = 0; i < transcriptIds.length; i += partSize)
    parts.push(transcriptIds.slice(i, i + partSize));
  return parts;
}

/**
 * Sweeps: transcripts times a grid of constants, replayed as jobs: a `sweep` job plans one
 * `sweep-part` job per `partSize` sessions, and workers share the parts. Progress and results
 * live in the database (a session's rows and its progress in one transaction, under a unique
 * key per (sweep, transcript, setting)), so any process reads them, a session is stored once
 * however often a part runs, a cancel (from any process) stops the run between settings, and
 * a part whose worker died is run again from the sessions it had not stored.
 * It throws no AppError (a service made at start-up belongs to another bundle): ZodErrors for
 * invalid requests (422 everywhere), values for what is not found.
 */
export function createSweepsService({
  db,
  jobs,
  replaySession,
  concurrency = 1,
  partSize = 8,
  cancelPollMs = 500,
}: SweepsServiceDeps) {
  async function isStopped(id: string): Promise<boolean> {
    const status = await readSweepStatus(db(), id);
    return status === null || !UNFINISHED.includes(status as SweepSummary["status"]);
  }

  /** Whether the session's rows are stored now: false when its transcript was deleted meanwhile. */
  async function save(sweepId: string, transcriptId: string, result: SessionSweep) {
    try {
      await saveSessionSweep(db(), sweepId, transcriptId, result);
      return "saved";
    } catch (error) {
      // Another run of this part stored it first (a part picked up again after its worker
      // stalled): nothing to add, and its replays are counted once.
      if (isUniqueViolation(error)) return "already-stored";
      if ((await existingTranscriptIds(db(), [transcriptId])).has(transcriptId)) throw error;
      return "gone";
    }
  }

  /** Aborts `controller` once the sweep is cancelled (or gone), read every `cancelPollMs`. */
  function watchCancel(sweepId: string, controller: AbortController): () => void {
    const timer = setInterval(() => {
      void isStopped(sweepId).then(
        (stopped) => stopped && controller.abort(),
        () => {},
      );
    }, cancelPollMs);
    return () => clearInterval(timer);
  }

  async function replayPart(sweep: StoredSweep, transcriptIds: string[]): Promise<void> {
    const stored = await sweptTranscripts(db(), sweep.id);
    const todo = transcriptIds.filter((id) => !stored.has(id));
    // The recorded reality is measured under the session's own rules (the profile of its
    // version), whatever the sweep replays: the real session ran under those.
    const base: ParsedReplayRequest = { profile: "auto" };
    const requests = sweep.settings.map((setting) => requestOfSetting(sweep.profile, setting));
    const controller = new AbortController();
    const unwatch = watchCancel(sweep.id, controller);
    let next = 0;
    async function lane(): Promise<void> {
      while (next < todo.length && !controller.signal.aborted) {
        // Taken before any await: lanes share `next` (taking it after one ran past the end).
        const transcriptId = todo[next++]!;
        if (await isStopped(sweep.id)) return controller.abort();
        const result = await replaySession(transcriptId, base, requests, controller.signal);
        if (controller.signal.aborted) return;
        const outcome = result === null ? "gone" : await save(sweep.id, transcriptId, result);
        if (outcome === "gone") await countSkipped(db(), sweep.id, requests.length);
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    } finally {
      unwatch();
    }
  }

  /** Done once every replay is counted: whichever part counts the last one says so. */
  async function finishIfComplete(id: string): Promise<void> {
    const sweep = await findSweep(db(), id);
    if (sweep === null || sweep.progress.done < sweep.progress.total) return;
    const missing = sweep.sessions - (await sweptTranscripts(db(), id)).size;
    const note =
      missing > 0
        ? `${missing} of ${sweep.sessions} sessions were deleted during the sweep and are left out.`
        : undefined;
    await updateSweep(db(), id, UNFINISHED, { status: "done", finishedAt: new Date(), note });
  }

  async function fail(id: string, error: unknown): Promise<void> {
    console.error(`Sweep ${id} failed:`, error);
    await updateSweep(db(), id, UNFINISHED, {
      status: "failed",
      finishedAt: new Date(),
      error: `The sweep stopped at a fault and was not finished: ${describe(error)}`,
    });
  }

  /** The `sweep` job: queues its parts (again, after a restart: a queued part is stored once). */
  async function run(id: string, { isLastAttempt }: JobContext = { isLastAttempt: true }) {
    try {
      const sweep = await findSweep(db(), id);
      // Still "queued": it runs once a worker starts one of its parts.
      if (sweep === null || !UNFINISHED.includes(sweep.status)) return;
      const stored = await sweptTranscripts(db(), id);
      for (const [index, part] of sweepParts(sweep.transcriptIds, partSize).entries()) {
        if (part.every((transcriptId) => stored.has(transcriptId))) continue;
        await jobs().enqueue("sweep-part", { sweepId: id, transcriptIds: part, part: index });
      }
      await finishIfComplete(id);
    } catch (error) {
      if (isLastAttempt) await fail(id, error);
      throw error;
    }
  }

  /** A `sweep-part` job: its sessions not yet stored, then the sweep done if it was the last. */
  async function runPart(
    id: string,
    transcriptIds: string[],
    { isLastAttempt }: JobContext = { isLastAttempt: true },
  ): Promise<void> {
    try {
      const sweep = await findSweep(db(), id);
      if (sweep === null || !UNFINISHED.includes(sweep.status)) return;
      await updateSweep(db(), id, ["queued"], { status: "running" });
      await replayPart(sweep, transcriptIds);
      await finishIfComplete(id);
    } catch (error) {
      if (isLastAttempt) await fail(id, error);
      throw error;
    }
  }

  /** The sweep's transcripts: as given, or the saved filter's matches now (and its name). */
  async function sessionsOf(
    body: CreateSweepBody,
  ): Promise<{ transcriptIds: string[]; filterName: string | null }> {
    if (body.savedFilterId === undefined)
      return { transcriptIds: body.transcriptIds ?? [], filterName: null };
    const id = body.savedFilterId;
    const refuse = (message: string) =>
      new z.ZodError([{ code: "custom", path: ["savedFilterId"], message, input: id }]);
    const resolved = await resolveSavedFilter(db(), id, MAX_SWEEP_SESSIONS);
    if (resolved === null) throw refuse(`no saved filter with id "${id}"`);
    if (resolved.ids.length === 0)
      throw refuse(`the saved filter "${resolved.name}" matches no stored session`);
    if (resolved.hasMore)
      throw refuse(
        `the saved filter "${resolved.name}" matches more than ${MAX_SWEEP_SESSIONS.toLocaleString("en-US")} sessions, the most one sweep takes`,
      );
    return { transcriptIds: resolved.ids, filterName: resolved.name };
  }

  return {
    /**
     * Validates the transcripts (given, or a saved filter's resolved now) and the grid, stores
     * the sweep and queues it: `{ id }`.
     */
    async create(body: CreateSweepBody): Promise<{ id: string }> {
      const sessions = await sessionsOf(body);
      const known = await existingTranscriptIds(db(), sessions.transcriptIds);
      const unknown = sessions.transcriptIds.flatMap((id, i) =>
        known.has(id)
          ? []
          : [
              {
                code: "custom" as const,
                path: ["transcriptIds", i],
                message: `no transcript with id "${id}"`,
                input: id,
              },
            ],
      );
      if (unknown.length > 0) throw new z.ZodError(unknown);
      const expansion = expandGrid(body.grid, body.profile, sessions.transcriptIds.length);
      if (!expansion.ok) throw new z.ZodError(expansion.issues);
      const id = await insertSweep(db(), {
        ...sessions,
        profile: body.profile,
        grid: body.grid,
        settings: expansion.settings,
      });
      await jobs().enqueue("sweep", { sweepId: id });
      return { id };
    },

    async get(id: string): Promise<Found<SweepSummary>> {
      const sweep = await findSweep(db(), id);
      if (sweep === null) return notFound;
      return { ok: true, value: toSweepSummary(sweep) };
    },

    list: (): Promise<SweepSummary[]> => listSweeps(db()),

    /** Rows per setting (the recorded reality first), over all sessions or one. */
    async results(
      id: string,
      transcriptId?: string,
    ): Promise<Found<{ sweep: StoredSweep; rows: SweepRow[] }>> {
      const sweep = await findSweep(db(), id);
      if (sweep === null) return notFound;
      if (transcriptId !== undefined && !sweep.transcriptIds.includes(transcriptId))
        return notFound;
      const results = await readSweepResults(db(), id, transcriptId);
      return { ok: true, value: { sweep, rows: aggregateSweep(sweep.settings, results) } };
    },

    /** Rows per setting of each session (or one), named: which sessions make a setting's figures. */
    async sessionResults(
      id: string,
      transcriptId?: string,
    ): Promise<Found<{ sweep: StoredSweep; sessions: SweepSessionRows[] }>> {
      const sweep = await findSweep(db(), id);
      if (sweep === null) return notFound;
      const wanted =
        transcriptId === undefined
          ? sweep.transcriptIds
          : sweep.transcriptIds.filter((one) => one === transcriptId);
      const [results, names] = await Promise.all([
        readSweepResults(db(), id, transcriptId),
        readTranscriptNames(db(), wanted),
      ]);
      const sessions = aggregateBySession(sweep.settings, wanted, results, names);
      return { ok: true, value: { sweep, sessions } };
    },

    /** Cancels a queued or running sweep; a finished one stays as it is. Answers its summary. */
    async cancel(id: string): Promise<Found<SweepSummary>> {
      await updateSweep(db(), id, UNFINISHED, { status: "cancelled", finishedAt: new Date() });
      return this.get(id);
    },

    run,
    runPart,

    /**
     * At start-up: sweeps a killed process left queued or running are queued again with a
     * note saying so (they resume from the sessions not yet stored), or failed with the reason
     * when their settings no longer make replay requests.
     */
    async resumeUnfinished(startedAt: Date): Promise<number> {
      const sweeps = await findUnfinishedSweeps(db(), startedAt);
      for (const sweep of sweeps) {
        try {
          for (const setting of sweep.settings) requestOfSetting(sweep.profile, setting);
        } catch (error) {
          await updateSweep(db(), sweep.id, UNFINISHED, {
            status: "failed",
            finishedAt: new Date(),
            error: `The server stopped during this sweep, and its settings are no longer valid, so it could not resume: ${describe(error)}`,
          });
          continue;
        }
        const { done, total } = sweep.progress;
        await updateSweep(db(), sweep.id, UNFINISHED, {
          status: "queued",
          note: `The server stopped during this sweep after ${done.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} replays; it resumed from there.`,
        });
        await jobs().enqueue("sweep", { sweepId: sweep.id });
      }
      return sweeps.length;
    },
  };
}

export type SweepsService = ReturnType<typeof createSweepsService>;
