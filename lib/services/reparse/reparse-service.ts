import type { JobStatus } from "../../contracts/jobs";
import type { PrismaClient } from "../../db/generated/client";
import {
  countReparsed,
  findReparseRun,
  findUnfinishedReparseRuns,
  insertReparseRun,
  listReparseRuns,
  transcriptsToReparse,
  updateReparseRun,
  type ReparseRun,
} from "../../db/reparse-runs";
import type { JobContext } from "../../jobs/job-types";
import type { ReparseJobQueue } from "./reparse-jobs";

const UNFINISHED: JobStatus[] = ["queued", "running"];

export type ReparseServiceDeps = {
  db: () => PrismaClient;
  jobs: () => ReparseJobQueue;
  /** Rebuilds one transcript's model from its raw bytes (lib/ingest/reparse-transcript.ts). */
  reparse: (db: PrismaClient, transcriptId: string) => Promise<{ records: number }>;
  /** Told after each transcript (the CLI prints a line). */
  onTranscript?: (line: { index: number; total: number; id: string; error?: string }) => void;
};

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Re-parsing stored transcripts as a `reparse` job: the list is fixed when it is queued, and
 * progress (done, failed) is written per transcript, so any process shows it, a cancel stops
 * it between transcripts, and a run picked up again starts after what it had counted
 * (re-parsing a transcript twice gives the same model, so a half-counted one is harmless).
 */
export function createReparseService({ db, jobs, reparse, onTranscript }: ReparseServiceDeps) {
  async function isStopped(id: string): Promise<boolean> {
    const run = await findReparseRun(db(), id);
    return run === null || !UNFINISHED.includes(run.status);
  }

  async function run(id: string, { isLastAttempt }: JobContext = { isLastAttempt: true }) {
    const found = await findReparseRun(db(), id);
    if (found === null || !UNFINISHED.includes(found.status)) return;
    try {
      await updateReparseRun(db(), id, ["queued"], { status: "running" });
      const { done, failed, total } = found.progress;
      for (let index = done + failed; index < total; index += 1) {
        if (await isStopped(id)) return;
        const transcriptId = found.transcriptIds[index]!;
        try {
          await reparse(db(), transcriptId);
          await countReparsed(db(), id, { ok: true });
          onTranscript?.({ index, total, id: transcriptId });
        } catch (error) {
          await countReparsed(db(), id, { ok: false, error: describe(error) });
          onTranscript?.({ index, total, id: transcriptId, error: describe(error) });
        }
      }
      await updateReparseRun(db(), id, ["running"], { status: "done", finishedAt: new Date() });
    } catch (error) {
      if (isLastAttempt)
        await updateReparseRun(db(), id, UNFINISHED, {
          status: "failed",
          finishedAt: new Date(),
          error: `The re-parse stopped at a fault: ${describe(error)}`,
        });
      throw error;
    }
  }

  return {
    /** Queues a re-parse of the stale transcripts (or all): its id, none when nothing is stale. */
    async create({ all }: { all: boolean }): Promise<{ id: string | null; total: number }> {
      const transcripts = await transcriptsToReparse(db(), all);
      if (transcripts.length === 0) return { id: null, total: 0 };
      const id = await insertReparseRun(
        db(),
        transcripts.map((t) => t.id),
      );
      await jobs().enqueue("reparse", { reparseId: id });
      return { id, total: transcripts.length };
    },
    run,
    get: (id: string): Promise<ReparseRun | null> => findReparseRun(db(), id),
    list: (limit = 50): Promise<ReparseRun[]> => listReparseRuns(db(), limit),
    /** Cancels a queued or running re-parse; answers false when there is none to cancel. */
    async cancel(id: string): Promise<boolean> {
      return updateReparseRun(db(), id, UNFINISHED, {
        status: "cancelled",
        finishedAt: new Date(),
      });
    },
    /** At start-up (jobs in this process only): runs a killed process left are queued again. */
    async resumeUnfinished(startedAt: Date): Promise<number> {
      const runs = await findUnfinishedReparseRuns(db(), startedAt);
      for (const found of runs) await jobs().enqueue("reparse", { reparseId: found.id });
      return runs.length;
    },
  };
}

export type ReparseService = ReturnType<typeof createReparseService>;
