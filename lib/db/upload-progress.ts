import type { UploadProgress } from "../api/transcript-summary";
import type { PrismaClient } from "./generated/client";

type Figures = Pick<UploadProgress, "bytesReceived" | "records" | "files">;

/** Starts (or restarts, for a reused id) an upload's progress at zero. */
export async function startUploadProgress(
  db: PrismaClient,
  uploadId: string,
  now: Date,
): Promise<void> {
  const zero = { bytesReceived: 0, records: 0, files: 0, done: false, finishedAt: null };
  await db.uploadProgress.upsert({
    where: { uploadId },
    create: { uploadId, ...zero, updatedAt: now },
    update: { ...zero, updatedAt: now },
  });
}

/** Writes an upload's figures; `finishedAt` marks it done. A row pruned meanwhile stays gone. */
export async function writeUploadProgress(
  db: PrismaClient,
  uploadId: string,
  figures: Figures,
  now: Date,
  finishedAt: Date | null = null,
): Promise<void> {
  await db.uploadProgress.updateMany({
    where: { uploadId },
    data: { ...figures, updatedAt: now, ...(finishedAt ? { done: true, finishedAt } : {}) },
  });
}

export async function readUploadProgress(
  db: PrismaClient,
  uploadId: string,
): Promise<UploadProgress | null> {
  const row = await db.uploadProgress.findUnique({
    where: { uploadId },
    select: { uploadId: true, bytesReceived: true, records: true, files: true, done: true },
  });
  return row;
}

/** Removes rows finished before `finishedBefore` and unfinished ones untouched since `staleBefore`. */
export async function pruneUploadProgress(
  db: PrismaClient,
  { finishedBefore, staleBefore }: { finishedBefore: Date; staleBefore: Date },
): Promise<void> {
  await db.uploadProgress.deleteMany({
    where: {
      OR: [
        { finishedAt: { lt: finishedBefore } },
        { finishedAt: null, updatedAt: { lt: staleBefore } },
      ],
    },
  });
}
