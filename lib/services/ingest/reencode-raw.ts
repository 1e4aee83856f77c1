import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { PrismaClient } from "../../db/generated/client";
import { readRawChunks } from "../../db/transcript-queries";
import { appendRawChunk } from "../../db/transcript-store";
import { checkFreeSpace } from "../../storage/space-guard";
import { createRawChunker } from "./raw-chunker";

/** New pieces are written above the old ones, then swapped in by one transaction. */
const NEW_SEQ_OFFSET = 1_000_000;

/**
 * Re-encodes a transcript stored before line ranges (one gzip stream cut anywhere) into
 * line-aligned pieces with their line ranges, so its lines can be read by range. The
 * old pieces stay until the new ones are all written, and one transaction swaps them: a crash
 * leaves the old pieces and some new ones, which the next run removes before starting over.
 */
export async function reencodeRawPieces(db: PrismaClient, id: string): Promise<number> {
  await db.rawChunk.deleteMany({ where: { transcriptId: id, seq: { gte: NEW_SEQ_OFFSET } } });
  const chunker = createRawChunker((piece) => {
    checkFreeSpace(piece.data.length, "re-encoding the raw bytes");
    return appendRawChunk(db, id, { ...piece, seq: piece.seq + NEW_SEQ_OFFSET });
  });
  const unzipped = Readable.from(readRawChunks(db, id)).pipe(createGunzip({ chunkSize: 1 << 20 }));
  for await (const chunk of unzipped) await chunker.push(chunk as Buffer);
  const pieces = await chunker.end();
  await db.$transaction([
    db.rawChunk.deleteMany({ where: { transcriptId: id, seq: { lt: NEW_SEQ_OFFSET } } }),
    db.$executeRaw`UPDATE "RawChunk" SET "seq" = "seq" - ${NEW_SEQ_OFFSET} WHERE "transcriptId" = ${id}`,
  ]);
  return pieces;
}

/** The stored transcripts whose raw pieces have no line ranges yet. */
export async function findTranscriptsWithoutLineRanges(
  db: PrismaClient,
): Promise<{ id: string; name: string }[]> {
  return db.transcript.findMany({
    where: { status: "ready", chunks: { some: { firstLine: 0 } } },
    select: { id: true, name: true },
    orderBy: { createdAt: "asc" },
  });
}
