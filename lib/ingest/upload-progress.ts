import type { UploadProgress } from "../api/transcript-summary";

/** How long a finished upload's progress stays readable (the client's last poll). */
const KEEP_DONE_MS = 60_000;
const MAX_TRACKED = 1_000;

type Tracked = UploadProgress & { finishedAt: number | null };

/**
 * Progress of uploads in flight, in this process's memory: the browser polls it to show
 * records parsed while its bytes are still being sent.
 */
export function createUploadProgressRegistry(now: () => number = Date.now) {
  const uploads = new Map<string, Tracked>();

  function prune(): void {
    const cutoff = now() - KEEP_DONE_MS;
    for (const [id, upload] of uploads) {
      if (upload.finishedAt !== null && upload.finishedAt < cutoff) uploads.delete(id);
    }
    while (uploads.size > MAX_TRACKED) uploads.delete(uploads.keys().next().value as string);
  }

  return {
    start(uploadId: string): void {
      prune();
      uploads.set(uploadId, {
        uploadId,
        bytesReceived: 0,
        records: 0,
        files: 0,
        done: false,
        finishedAt: null,
      });
    },
    /** `records` counts the records of the file being parsed plus those of earlier files. */
    update(
      uploadId: string,
      change: Partial<Pick<UploadProgress, "bytesReceived" | "records" | "files">>,
    ): void {
      const upload = uploads.get(uploadId);
      if (upload) Object.assign(upload, change);
    },
    finish(uploadId: string): void {
      const upload = uploads.get(uploadId);
      if (upload) Object.assign(upload, { done: true, finishedAt: now() });
    },
    get(uploadId: string): UploadProgress | null {
      const upload = uploads.get(uploadId);
      if (!upload) return null;
      const { uploadId: id, bytesReceived, records, files, done } = upload;
      return { uploadId: id, bytesReceived, records, files, done };
    },
  };
}

const globalForUploads = globalThis as typeof globalThis & {
  compactionLabUploads?: ReturnType<typeof createUploadProgressRegistry>;
};

/** The process-wide registry (shared by the upload route and the progress route). */
export const uploadProgress = (globalForUploads.compactionLabUploads ??=
  createUploadProgressRegistry());
