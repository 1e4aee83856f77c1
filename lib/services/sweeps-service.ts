import { z } from "zod";
import { MAX_SWEEP_SESSIONS, type CreateSweepBody, type SweepSummary } from "../api/sweeps";
import type { ReplayRequest } from "../compaction/replay-request-schema";
import type { PrismaClient } from "../db/generated/client";
import { resolveSavedFilter } from "../db/saved-filters";
import {
  countSkipped,
  existingTranscriptIds,
  findSweep,
  findUnfinishedSweeps,
  insertSweep,
  listSweeps,
  readSweepResults,
  readSweepStatus,
  saveSessionSweep,
  sweptTranscripts,
  toSweepSummary,
  updateSweep,
  type StoredSweep,
} from "../db/sweeps";
import type { JobQueue } from "../jobs/job-kinds";
import { aggregateSweep, type SweepRow } from "../sweeps/aggregate-sweep";
import type { SessionSweep } from "../sweeps/replay-settings";
import { expandGrid, requestOfSetting } from "../sweeps/sweep-grid";

export type SweepsServiceDeps = {
  db: () => PrismaClient;
  jobs: () => JobQueue<"sweep">;
  /** One session under every request (reading its model once); null when it is gone. */
  replaySession: (
    transcriptId: string,
    base: ReplayRequest,
    requests: ReplayRequest[],
  ) => Promise<SessionSweep | null>;
  /** Sessions replayed at once (the replay pool's threads). */
  concurrency?: number;
};

/** Expected failures are values: the route turns `not-found` into a 404. */
export type Found<T> = { ok: true; value: T } | { ok: false; reason: "not-found" };

const notFound = { ok: false, reason: "not-found" } as const;
const UNFINISHED: SweepSummary["status"][] = ["queued", "running"];

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sweeps: transcripts times a grid of constants, replayed as a `sweep` job. Progress and
 * results live in the database (a session's rows and its progress in one transaction), so any
 * process reads them, a cancel (from any process) stops the run between sessions, and a sweep
 * a killed process left behind is resumed from the sessions it had not stored.
 * It throws no AppError (a service made at start-up belongs to another bundle): ZodErrors for
 * invalid requests (422 everywhere), values for what is not found.
 */
export function createSweepsService({
  db,
  jobs,
  replaySession,
  concurrency = 1,
}: SweepsServiceDeps) {
  /** Sweeps this process runs now: one run per sweep, however often it is queued. */
  const running = new Set<string>();

  async function isStopped(id: string): Promise<boolean> {
    const status = await readSweepStatus(db(), id);
    return status === null || status === "cancelled";
  }

  /** False when the transcript was deleted between its replay and its rows (no rows to keep). */
  async function save(sweepId: string, transcriptId: string, result: SessionSweep) {
    try {
      await saveSessionSweep(db(), sweepId, transcriptId, result);
      return true;
    } catch (error) {
      if ((await existingTranscriptIds(db(), [transcriptId])).has(transcriptId)) throw error;
      return false;
    }
  }

  async function replayAll(sweep: StoredSweep): Promise<number> {
    const stored = await sweptTranscripts(db(), sweep.id);
    const todo = sweep.transcriptIds.filter((id) => !stored.has(id));
    const base: ReplayRequest = { profile: sweep.profile as ReplayRequest["profile"] };
    const requests = sweep.settings.map((setting) => requestOfSetting(sweep.profile, setting));
    let next = 0;
    let missing = 0;
    let stopped = false;
    async function lane(): Promise<void> {
      while (next < todo.length && !stopped) {
        // Taken before any await: lanes share `next` (taking it after one ran past the end).
        const transcriptId = todo[next++]!;
        if (await isStopped(sweep.id)) {
          stopped = true;
          return;
        }
        const result = await replaySession(transcriptId, base, requests);
        const isSaved = result !== null && (await save(sweep.id, transcriptId, result));
        if (!isSaved) {
          missing += 1;
          await countSkipped(db(), sweep.id, requests.length);
        }
      }
    }
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
    return missing;
  }

  async function run(id: string): Promise<void> {
    if (running.has(id)) return;
    running.add(id);
    try {
      const sweep = await findSweep(db(), id);
      if (sweep === null || !(await updateSweep(db(), id, UNFINISHED, { status: "running" })))
        return;
      const missing = await replayAll(sweep);
      const note =
        missing > 0
          ? `${missing} of ${sweep.sessions} sessions were deleted during the sweep and are left out.`
          : undefined;
      await updateSweep(db(), id, ["running"], { status: "done", finishedAt: new Date(), note });
    } catch (error) {
      console.error(`Sweep ${id} failed:`, error);
      await updateSweep(db(), id, UNFINISHED, {
        status: "failed",
        finishedAt: new Date(),
        error: `The sweep stopped at a fault and was not finished: ${describe(error)}`,
      });
    } finally {
      running.delete(id);
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
      jobs().enqueue("sweep", { sweepId: id });
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

    /** Cancels a queued or running sweep; a finished one stays as it is. Answers its summary. */
    async cancel(id: string): Promise<Found<SweepSummary>> {
      await updateSweep(db(), id, UNFINISHED, { status: "cancelled", finishedAt: new Date() });
      return this.get(id);
    },

    run,

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
        jobs().enqueue("sweep", { sweepId: sweep.id });
      }
      return sweeps.length;
    },
  };
}

export type SweepsService = ReturnType<typeof createSweepsService>;
