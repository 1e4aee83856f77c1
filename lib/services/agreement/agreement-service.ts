import { replayRequestSchema } from "../../compaction/config/replay-request-schema";
import type { ListTranscriptsQuery } from "../../contracts/transcript-summary";
import type { PrismaClient } from "../../db/generated/client";
import { saveReplayAgreement } from "../../db/replay-agreement";
import { listUnmeasured } from "../../db/transcript-queries";
import type { ReplayService } from "../replay/replay-service";
import type { AgreementJobQueue } from "./agreement-jobs";
import { readReplayAgreement } from "./read-replay-agreement";

/** The replay as recorded, which carries the fit: what a session's page asks first. */
const AS_RECORDED = replayRequestSchema.parse({ profile: "auto", overrides: {} });

/** Sessions queued for measuring per list request: the rest wait for the next one. */
export const MEASURE_BATCH = 200;

/**
 * A queued session is not queued again for this long (a job another process runs, on
 * PostgreSQL, never reports back here): afterwards a session still unmeasured is asked again.
 */
const QUEUED_FOR_MS = 10 * 60_000;

export type AgreementDeps = {
  db: () => PrismaClient;
  jobs: () => AgreementJobQueue;
  replay: () => Pick<ReplayService, "replay" | "prepareFirstReplay">;
  now?: () => number;
};

/**
 * Whether each session's replay as recorded reproduces its compactions, kept on the transcript
 * so the sessions list can show and filter it: measured from the first replay after upload,
 * and in the background (a job) for sessions stored before or measured by an older engine,
 * when the list filters on it or the session is opened.
 */
export function createAgreementService({ db, jobs, replay, now = Date.now }: AgreementDeps) {
  const queuedAt = new Map<string, number>();

  async function keep(id: string, json: Uint8Array): Promise<void> {
    const { agreement, engineVersion } = readReplayAgreement(json);
    await saveReplayAgreement(db(), id, agreement, engineVersion);
  }

  async function queue(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const at = queuedAt.get(id);
      if (at !== undefined && now() - at < QUEUED_FOR_MS) continue;
      queuedAt.set(id, now());
      await jobs().enqueue("replay-agreement", { transcriptId: id });
    }
  }

  return {
    /**
     * After an upload: the first replay prepared in the background (when the pool has room),
     * and what it says kept. Never rejects: a session left unmeasured is measured on demand.
     */
    async afterUpload(id: string): Promise<void> {
      try {
        const json = await replay().prepareFirstReplay(id);
        if (json !== null) await keep(id, json);
      } catch (error) {
        console.error(`The replay agreement of ${id} could not be kept:`, error);
      }
    },

    /** The job: replays the session as recorded (from the store when it is there) and keeps it. */
    async measure(id: string): Promise<void> {
      try {
        const json = await replay().replay(id, AS_RECORDED, "inspector");
        if (json !== null) await keep(id, json);
      } finally {
        queuedAt.delete(id);
      }
    },

    /**
     * Queues the measuring of the sessions a list query matches (its `reproduces` aside) that
     * are not measured with the current engine, newest first, `MEASURE_BATCH` at most, and
     * answers how many such sessions there are.
     */
    async measureUnmeasured(query: ListTranscriptsQuery): Promise<number> {
      const { ids, total } = await listUnmeasured(db(), query, MEASURE_BATCH);
      await queue(ids);
      return total;
    },

    /**
     * Queues the measuring of one session (its page was opened and it is not measured).
     * Never rejects: the page does not wait for it, and the list asks again.
     */
    async measureSoon(id: string): Promise<void> {
      await queue([id]).catch((error: unknown) => {
        console.error(`The replay agreement of ${id} could not be queued:`, error);
      });
    },
  };
}

export type AgreementService = ReturnType<typeof createAgreementService>;
