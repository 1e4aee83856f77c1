import type { PrismaClient } from "./generated/client";
import type { CallsTable, ModelFigures, RawPiece } from "./transcript-parts";
import { figureColumns } from "./transcript-store";

/** How far a followed file is stored, and the windows that tell an append from a rewrite. */
export type LiveFileState = {
  transcriptId: string | null;
  offset: number;
  headHash: string;
  tailHash: string;
  reason: string | null;
};

export type LiveFileRow = LiveFileState & { id: string; path: string };

const SELECT = {
  id: true,
  path: true,
  transcriptId: true,
  offset: true,
  headHash: true,
  tailHash: true,
  reason: true,
} as const;

export async function findLiveFile(db: PrismaClient, path: string): Promise<LiveFileRow | null> {
  return db.liveFile.findFirst({ where: { path }, select: SELECT });
}

/** The row of a file, made or replaced (inside the current workspace). */
export async function saveLiveFile(
  db: PrismaClient,
  path: string,
  state: LiveFileState,
): Promise<void> {
  const existing = await db.liveFile.findFirst({ where: { path }, select: { id: true } });
  if (existing) await db.liveFile.update({ where: { id: existing.id }, data: state });
  else await db.liveFile.create({ data: { path, ...state } });
}

/** Another followed file already stored as this transcript (two copies of one file). */
export async function findOtherFollower(
  db: PrismaClient,
  transcriptId: string,
  path: string,
): Promise<string | null> {
  const row = await db.liveFile.findFirst({
    where: { transcriptId, NOT: { path } },
    select: { path: true },
  });
  return row?.path ?? null;
}

/** What an append resumes from: the stored model's split and the last raw piece. */
export type StoredTail = {
  revision: number;
  restOffset: number | null;
  modelBlob: Uint8Array;
  nextSeq: number;
  lastLine: number;
};

export async function loadStoredTail(db: PrismaClient, id: string): Promise<StoredTail | null> {
  const blob = await db.modelBlob.findFirst({
    where: { transcriptId: id, transcript: { status: "ready" } },
    select: { revision: true, restOffset: true, data: true },
  });
  if (blob === null) return null;
  const last = await db.rawChunk.findFirst({
    where: { transcriptId: id },
    orderBy: { seq: "desc" },
    select: { seq: true, lastLine: true },
  });
  return {
    revision: blob.revision,
    restOffset: blob.restOffset,
    modelBlob: blob.data,
    nextSeq: (last?.seq ?? -1) + 1,
    lastLine: last?.lastLine ?? 0,
  };
}

export type AppendInput = {
  piece: RawPiece;
  modelBlob: Uint8Array;
  restOffset: number;
  callsTable: CallsTable;
  figures: ModelFigures;
  bytes: number;
  sha256: string;
  /** `from`: the offset the append starts at, as this follower read it. */
  live: { path: string; from: number; offset: number; tailHash: string };
};

/**
 * Stores lines appended to a followed file in one transaction: their raw piece after the
 * others, the extended model (a new content revision: caches keyed by it miss), the figures,
 * and how far the file is stored, only if it is still stored up to where the append starts
 * (else nothing is written). Replays of the shorter model go. Raw SQL for the blobs, as
 * uploads do (transcript-store.ts: Prisma's compiler grows on blobs passed as base64).
 */
export async function appendToTranscript(
  db: PrismaClient,
  id: string,
  input: AppendInput,
): Promise<void> {
  const { piece, callsTable } = input;
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`INSERT INTO "RawChunk" ("transcriptId", "seq", "firstLine", "lastLine", "data") VALUES (${id}, ${piece.seq}, ${piece.firstLine}, ${piece.lastLine}, ${piece.data})`;
    await tx.$executeRaw`UPDATE "ModelBlob" SET "data" = ${input.modelBlob}, "restOffset" = ${input.restOffset}, "callsGzip" = ${callsTable.gzip}, "callsPricingKey" = ${callsTable.pricingKey}, "revision" = "revision" + 1 WHERE "transcriptId" = ${id}`;
    await tx.transcript.update({
      where: { id },
      data: {
        bytes: input.bytes,
        sha256: input.sha256,
        ...figureColumns(input.figures),
        // Measured again for the longer session when its page is next opened.
        agreementEngine: null,
      },
      select: { id: true },
    });
    await tx.replayCache.deleteMany({ where: { transcriptId: id } });
    const { count } = await tx.liveFile.updateMany({
      where: { path: input.live.path, transcriptId: id, offset: input.live.from },
      data: { offset: input.live.offset, tailHash: input.live.tailHash },
    });
    // Another follower (a second server on the same database) stored these lines first.
    if (count !== 1) throw new Error(`${input.live.path} moved on while its lines were stored`);
  });
}
