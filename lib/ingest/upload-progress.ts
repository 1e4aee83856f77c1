import type { UploadProgress } from "../api/transcript-summary";
import { getDb } from "../db/client";
import type { PrismaClient } from "../db/generated/client";
import {
  pruneUploadProgress,
  readUploadProgress,
  startUploadProgress,
  writeUploadProgress,
} from "../db/upload-progress";

/** How long a finished upload's progress stays readable (the client's last poll). */
const KEEP_DONE_MS = 60_000;
/** An unfinished row untouched this long was left by a killed process. */
const STALE_MS = 60 * 60_000;
/** The drop zone polls every 250 ms: writing more often shows nothing more. */
export const PROGRESS_WRITE_INTERVAL_MS = 250;
/** ...but a fast upload writes at least every 8 MB received. */
export const PROGRESS_WRITE_BYTES = 8 * 1024 ** 2;

type Figures = Pick<UploadProgress, "bytesReceived" | "records" | "files">;

/** What the receiving process keeps of one upload between writes. */
type Tracked = {
  latest: Figures;
  lastWriteAt: number;
  lastWrittenBytes: number;
  writing: Promise<void> | null;
  timer: ReturnType<typeof setTimeout> | null;
};

export type UploadProgressOptions = {
  now?: () => number;
  intervalMs?: number;
  minBytes?: number;
};

/**
 * Progress of uploads in flight, in the database so that any web process behind a balancer
 * answers the browser's polls. The receiving process throttles its writes (every
 * `intervalMs`, or sooner after `minBytes`, with a trailing write so the last figures land),
 * never lets them slow or fail the upload, and writes the final figures before it answers.
 */
export function createUploadProgressStore(
  db: () => PrismaClient,
  {
    now = Date.now,
    intervalMs = PROGRESS_WRITE_INTERVAL_MS,
    minBytes = PROGRESS_WRITE_BYTES,
  }: UploadProgressOptions = {},
) {
  const uploads = new Map<string, Tracked>();

  function flush(upload: Tracked, uploadId: string): void {
    const written = upload.latest;
    const figures = { ...written };
    upload.lastWriteAt = now();
    upload.lastWrittenBytes = figures.bytesReceived;
    upload.writing = writeUploadProgress(db(), uploadId, figures, new Date(upload.lastWriteAt))
      .catch((error: unknown) => console.warn(`Upload ${uploadId}: progress not saved:`, error))
      .finally(() => {
        upload.writing = null;
        // Figures that came in during the write are written next (trailing write).
        if (upload.latest !== written && uploads.get(uploadId) === upload)
          schedule(upload, uploadId);
      });
  }

  function schedule(upload: Tracked, uploadId: string): void {
    if (upload.writing || upload.timer) return;
    const isDue =
      now() - upload.lastWriteAt >= intervalMs ||
      upload.latest.bytesReceived - upload.lastWrittenBytes >= minBytes;
    if (isDue) return flush(upload, uploadId);
    upload.timer = setTimeout(
      () => {
        upload.timer = null;
        if (uploads.get(uploadId) === upload) flush(upload, uploadId);
      },
      Math.max(0, upload.lastWriteAt + intervalMs - now()),
    );
    upload.timer.unref?.();
  }

  return {
    /** Records the upload at zero (and removes long finished or abandoned ones). */
    async start(uploadId: string): Promise<void> {
      const at = now();
      await pruneUploadProgress(db(), {
        finishedBefore: new Date(at - KEEP_DONE_MS),
        staleBefore: new Date(at - STALE_MS),
      });
      await startUploadProgress(db(), uploadId, new Date(at));
      uploads.set(uploadId, {
        latest: { bytesReceived: 0, records: 0, files: 0 },
        lastWriteAt: at,
        lastWrittenBytes: 0,
        writing: null,
        timer: null,
      });
    },
    /** `records` counts the records of the file being parsed plus those of earlier files. */
    update(uploadId: string, change: Partial<Figures>): void {
      const upload = uploads.get(uploadId);
      if (!upload) return;
      upload.latest = { ...upload.latest, ...change };
      schedule(upload, uploadId);
    },
    /** Writes the last figures as done; resolves once they are readable by every process. */
    async finish(uploadId: string): Promise<void> {
      const upload = uploads.get(uploadId);
      if (!upload) return;
      uploads.delete(uploadId);
      if (upload.timer) clearTimeout(upload.timer);
      await upload.writing;
      const at = new Date(now());
      // Progress is a nicety: failing to record the end never turns the upload's answer into a fault.
      await writeUploadProgress(db(), uploadId, upload.latest, at, at).catch((error: unknown) =>
        console.warn(`Upload ${uploadId}: final progress not saved:`, error),
      );
    },
    get: (uploadId: string): Promise<UploadProgress | null> => readUploadProgress(db(), uploadId),
  };
}

const globalForUploads = globalThis as typeof globalThis & {
  compactionLabUploads?: ReturnType<typeof createUploadProgressStore>;
};

/** The process's writer and reader (shared by the upload route and the progress route). */
export const uploadProgress = (globalForUploads.compactionLabUploads ??=
  createUploadProgressStore(getDb));
