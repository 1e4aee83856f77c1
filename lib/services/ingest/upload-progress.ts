import type { UploadProgress } from "../../contracts/transcript-summary";
import type { PrismaClient } from "../../db/generated/client";
import {
  pruneUploadProgress,
  readUploadProgress,
  startUploadProgress,
  uploadProgressKey,
  writeUploadProgress,
  type UploadFigures,
} from "../../db/upload-progress";
import {
  describeUploadFailure,
  KEEP_DONE_MS,
  STALE_MS,
  toUploadProgress,
  UPLOAD_HEARTBEAT_MS,
  type UploadError,
} from "./upload-status";

/** The drop zone polls every 250 ms: writing more often shows nothing more. */
export const PROGRESS_WRITE_INTERVAL_MS = 250;
/** ...but a fast upload writes at least every 8 MB received. */
export const PROGRESS_WRITE_BYTES = 8 * 1024 ** 2;

/** One upload being received: what its route reports as bytes arrive, and how it ended. */
export type UploadProgressHandle = {
  /** `records` counts the records of the file being parsed plus those of earlier files. */
  update(change: Partial<UploadFigures>): void;
  /** Writes the last figures and the end (`error` null: stored); resolves once readable. */
  finish(end: { error: UploadError | null }): Promise<void>;
};

export type UploadProgressDeps = {
  db: () => PrismaClient;
  /** The uploader's workspace as a key: an upload id is the client's, unique only inside it. */
  scopeKey: () => Promise<string>;
};

export type UploadProgressOptions = {
  now?: () => number;
  intervalMs?: number;
  minBytes?: number;
  heartbeatMs?: number;
};

/**
 * Progress of uploads in flight, in the database so that any web process behind a balancer
 * answers the browser's polls, each row inside its uploader's workspace. The receiving process
 * throttles its writes (every `intervalMs`, or sooner after `minBytes`, with a trailing write so
 * the last figures land), writes a heartbeat every `heartbeatMs` while bytes are slow to come
 * (a row left unwritten longer than the stall limit answers "stalled"), never lets these writes
 * slow or fail the upload, and writes the final figures and how it ended before it answers.
 */
export function createUploadProgressStore(
  { db, scopeKey }: UploadProgressDeps,
  {
    now = Date.now,
    intervalMs = PROGRESS_WRITE_INTERVAL_MS,
    minBytes = PROGRESS_WRITE_BYTES,
    heartbeatMs = UPLOAD_HEARTBEAT_MS,
  }: UploadProgressOptions = {},
) {
  return {
    /** Records the upload at zero (and removes this workspace's long finished or abandoned ones). */
    async start(uploadId: string): Promise<UploadProgressHandle> {
      const key = uploadProgressKey(await scopeKey(), uploadId);
      const at = now();
      await pruneUploadProgress(db(), {
        finishedBefore: new Date(at - KEEP_DONE_MS),
        staleBefore: new Date(at - STALE_MS),
      });
      await startUploadProgress(db(), key, new Date(at));
      return trackUpload(key, at);
    },
    async get(uploadId: string): Promise<UploadProgress | null> {
      const key = uploadProgressKey(await scopeKey(), uploadId);
      const row = await readUploadProgress(db(), key);
      return row === null ? null : toUploadProgress(row, uploadId, now());
    },
  };

  function trackUpload(key: string, startedAt: number): UploadProgressHandle {
    let latest: UploadFigures = { bytesReceived: 0, records: 0, files: 0 };
    let lastWriteAt = startedAt;
    let lastWrittenBytes = 0;
    let writing: Promise<void> | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let isFinished = false;

    function flush(): void {
      const written = latest;
      lastWriteAt = now();
      lastWrittenBytes = written.bytesReceived;
      writing = writeUploadProgress(db(), key, { ...written }, new Date(lastWriteAt))
        .catch((error: unknown) => console.warn(`Upload ${key}: progress not saved:`, error))
        .finally(() => {
          writing = null;
          // Figures that came in during the write are written next (trailing write).
          if (latest !== written && !isFinished) schedule();
        });
    }

    function schedule(): void {
      if (writing || timer) return;
      const isDue =
        now() - lastWriteAt >= intervalMs || latest.bytesReceived - lastWrittenBytes >= minBytes;
      if (isDue) return flush();
      timer = setTimeout(
        () => {
          timer = null;
          if (!isFinished) flush();
        },
        Math.max(0, lastWriteAt + intervalMs - now()),
      );
      timer.unref?.();
    }

    // The heartbeat: a slow client's bytes may take longer than the stall limit per progress step.
    const heartbeat = setInterval(() => {
      if (!writing && !timer && !isFinished && now() - lastWriteAt >= heartbeatMs) flush();
    }, heartbeatMs);
    heartbeat.unref?.();

    return {
      update(change) {
        if (isFinished) return;
        latest = { ...latest, ...change };
        schedule();
      },
      async finish({ error }) {
        if (isFinished) return;
        isFinished = true;
        clearInterval(heartbeat);
        if (timer) clearTimeout(timer);
        await writing;
        const at = new Date(now());
        const failure = error === null ? null : describeUploadFailure(error, latest.bytesReceived);
        // Progress is a nicety: failing to record the end never turns the upload's answer into a fault.
        await writeUploadProgress(db(), key, latest, at, { finishedAt: at, failure }).catch(
          (failed: unknown) => console.warn(`Upload ${key}: final progress not saved:`, failed),
        );
      },
    };
  }
}
