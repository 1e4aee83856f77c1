import { once } from "node:events";
import { createGunzip } from "node:zlib";
import type { PrismaClient } from "./generated/client";
import { decompressRawPiece } from "./raw-piece-codec";
import { readRawChunks } from "./transcript-queries";

export type RawLine = { line: number; text: string };

/**
 * Lines `from` to `to` (1-based, both included) of a stored transcript's raw bytes, read by
 * decompressing only the pieces that hold them (each piece is compressed on its own, with its
 * line range; a covering index finds them without touching the blobs). Bytes that are not UTF-8
 * read as U+FFFD, as the parser reads them. Transcripts stored before line ranges take the
 * slow path through the whole file until start-up has re-encoded them.
 */
export async function* readRawLines(
  db: PrismaClient,
  id: string,
  from: number,
  to: number,
): AsyncGenerator<RawLine> {
  const legacy = await db.rawChunk.count({ where: { transcriptId: id, firstLine: 0 } });
  if (legacy > 0) {
    yield* readFromWholeFile(db, id, from, to);
    return;
  }
  const pieces = await db.rawChunk.findMany({
    where: { transcriptId: id, lastLine: { gte: from }, firstLine: { lte: to } },
    select: { seq: true, firstLine: true },
    orderBy: { seq: "asc" },
  });
  for (const { seq, firstLine } of pieces) {
    const row = await db.rawChunk.findUnique({
      where: { transcriptId_seq: { transcriptId: id, seq } },
      select: { data: true },
    });
    if (row === null) return; // deleted meanwhile
    const lines = (await decompressRawPiece(row.data)).toString("utf8").split("\n");
    for (let i = Math.max(0, from - firstLine); i < lines.length; i++) {
      const line = firstLine + i;
      if (line > to) return;
      if (i === lines.length - 1 && lines[i] === "") break; // after the piece's last newline
      yield { line, text: lines[i] as string };
    }
  }
}

async function* readFromWholeFile(
  db: PrismaClient,
  id: string,
  from: number,
  to: number,
): AsyncGenerator<RawLine> {
  const unzip = createGunzip();
  const decoder = new TextDecoder();
  let tail = "";
  let line = 1;
  const found: RawLine[] = [];
  unzip.on("data", (chunk: Buffer) => {
    const parts = (tail + decoder.decode(chunk, { stream: true })).split("\n");
    tail = parts.pop() ?? "";
    for (const text of parts) {
      if (line >= from && line <= to) found.push({ line, text });
      line++;
    }
  });
  const ended = once(unzip, "end");
  for await (const piece of readRawChunks(db, id)) {
    if (line > to) break;
    if (!unzip.write(piece)) await once(unzip, "drain");
  }
  unzip.end();
  await ended.catch(() => undefined); // stopped early: the rest is not needed
  if (tail !== "" && line >= from && line <= to) found.push({ line, text: tail });
  yield* found;
}
