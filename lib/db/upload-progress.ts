import type { PrismaClient } from "./generated/client";

/** The figures an upload's receiving process writes while bytes arrive. */
export type UploadFigures = { bytesReceived: number; records: number; files: number };

/** A progress row as stored, read back for the status it answers (lib/services/ingest/upload-status.ts). */
export type UploadProgressRow = UploadFigures & {
  uploadId: string;
  done: boolean;
  failure: string | null;
  updatedAt: Date;
};

/**
 * The row's key: the client's uploadId inside its workspace (`scopeKey`, lib/db/scope-extension).
 * The client chooses uploadIds, so two workspaces may use one; keyed by it alone, the second
 * upsert would hit the first workspace's row (which its scope cannot see) and fail. Client ids
 * have no "/" (the upload route allows letters, digits, - and _), so keys cannot meet.
 */
export function uploadProgressKey(scopeKey: string, uploadId: string): string {
  return `${scopeKey}/${uploadId}`;
}

/** Starts (or restarts, for a reused id) an upload's progress at zero. */
export async function startUploadProgress(db: PrismaClient, key: string, now: Date): Promise<void> {
  const zero = {
    bytesReceived: 0,
    records: 0,
    files: 0,
    done: false,
    failure: null,
    finishedAt: null,
  };
  await db.uploadProgress.upsert({
    where: { uploadId: key },
    create: { uploadId: key, ...zero, updatedAt: now },
    update: { ...zero, updatedAt: now },
  });
}

/** How an upload ended: stored, or the sentence saying why not. */
export type UploadEnd = { finishedAt: Date; failure: string | null };

/**
 * Writes an upload's figures (also its heartbeat: `updatedAt`); `end` marks it finished,
 * stored or failed. A row pruned meanwhile stays gone.
 */
export async function writeUploadProgress(
  db: PrismaClient,
  key: string,
  figures: UploadFigures,
  now: Date,
  end: UploadEnd | null = null,
): Promise<void> {
  const ended = end
    ? { done: end.failure === null, failure: end.failure, finishedAt: end.finishedAt }
    : {};
  await db.uploadProgress.updateMany({
    where: { uploadId: key },
    data: { ...figures, updatedAt: now, ...ended },
  });
}

export async function readUploadProgress(
  db: PrismaClient,
  key: string,
): Promise<UploadProgressRow | null> {
  return db.uploadProgress.findUnique({
    where: { uploadId: key },
    select: {
      uploadId: true,
      bytesReceived: true,
      records: true,
      files: true,
      done: true,
      failure: true,
      updatedAt: true,
    },
  });
}

/** Removes rows finished before `finishedBefore` and unfinished ones untouched since `staleBefore`. */
export async function pruneUploadProgress(
  db: PrismaClient,
  { finishedBefore, staleBefore }: { finishedBefore: Date; staleBefore: Date },
): Promise<number> {
  const { count } = await db.uploadProgress.deleteMany({
    where: {
      OR: [
        { finishedAt: { lt: finishedBefore } },
        { finishedAt: null, updatedAt: { lt: staleBefore } },
      ],
    },
  });
  return count;
}
