import type { UploadProgress } from "../../contracts/transcript-summary";
import type { PrismaClient } from "../../db/generated/client";
import { AppError } from "../../errors";
import { receiveUpload, type UploadAnswer } from "./receive-upload";
import { readUploadLimit } from "./upload-limit";
import { createUploadProgressStore } from "./upload-progress";
import type { UploadError } from "./upload-status";

export type IngestDeps = {
  db: () => PrismaClient;
  /** The uploader's workspace as a key (an upload id is unique only inside it). */
  scopeKey: () => Promise<string>;
  /** Stored or refused, an upload grew the WAL (and a refused one left free pages). */
  afterUpload: () => void;
  /** A transcript new to the store (not a duplicate), once its upload's answer is ready. */
  afterStored: (id: string) => void;
};

/** What a failed upload's progress says when the failure was not one the API names. */
const UNEXPECTED_END: UploadError = {
  code: "internal",
  message: "Something went wrong on the server; it has been logged.",
};

/** Uploads: a request's files received and stored as they stream, and their progress. */
export function createIngestService({ db, scopeKey, afterUpload, afterStored }: IngestDeps) {
  const progressStore = createUploadProgressStore({ db, scopeKey });

  return {
    /**
     * Receives one `POST /api/transcripts` body (raw JSONL or multipart files) under
     * MAX_UPLOAD_BYTES. With an `uploadId` its progress is recorded for the drop zone's polls,
     * with how it ended, whatever happens.
     */
    async upload(
      request: Request,
      { name, uploadId }: { name: string | null; uploadId: string | null },
    ): Promise<UploadAnswer> {
      const progress = uploadId ? await progressStore.start(uploadId) : null;
      let error: UploadError | null = UNEXPECTED_END;
      try {
        const answer = await receiveUpload(db(), request, {
          name,
          maxBytes: readUploadLimit(),
          onProgress: (figures) => progress?.update(figures),
        });
        error = answer.body.error && answer.status >= 400 ? answer.body.error : null;
        for (const stored of answer.body.transcripts ?? [])
          if (stored.duplicate !== true) afterStored(stored.id);
        return answer;
      } catch (thrown) {
        if (thrown instanceof AppError) error = { code: thrown.code, message: thrown.message };
        throw thrown;
      } finally {
        await progress?.finish({ error });
        afterUpload();
      }
    },

    /** An upload in flight (or just ended), as any web process reads it; null when unknown. */
    uploadProgress(uploadId: string): Promise<UploadProgress | null> {
      return progressStore.get(uploadId);
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
