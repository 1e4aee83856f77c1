// One import thread: reads the files the pool hands it through the same reader as an upload
// (hash, raw pieces compressed, model parsed and encoded) and hands the result back. It opens no
// database: the process's thread stores every file on its one connection, so the CPU work runs
// beside the writes, and SQLite never sees two connections of one process wait on each other.
import { closeSync, openSync, readSync } from "node:fs";
import type { RawPiece } from "../../lib/db/transcript-parts";
import { failedWith, type IngestFailure } from "../../lib/services/ingest/ingest-outcome";
import { RAW_PIECE_BYTES } from "../../lib/services/ingest/raw-chunker";
import { readUpload, type ReadUpload } from "../../lib/services/ingest/read-upload";

export type ImportTask = { file: string; maxBytes: number };

export type ReadFile = { ok: true; read: ReadUpload; pieces: RawPiece[] } | IngestFailure;

/** One raw piece's worth (raw-chunker.ts): a read, a compression and a parse pass each. */
const READ_BYTES = RAW_PIECE_BYTES;

/**
 * Buffers that finished readings left for the next: a fresh 4 MB buffer for every piece cost
 * page faults, and its memory, counted against the heap, full garbage collections.
 */
const spare: Buffer[] = [];

/**
 * The file in pieces read on this thread, which has nothing else to do meanwhile, into one
 * buffer: each piece is valid until the next is asked for (readUpload's contract). A stream's
 * 1 MB reads each went to libuv's pool and back; on a loaded machine every such wake-up
 * waited its turn for a core, and the import spent more time waiting than working.
 */
async function* readPieces(file: string): AsyncGenerator<Uint8Array> {
  const fd = openSync(file, "r");
  const buffer = spare.pop() ?? Buffer.allocUnsafe(READ_BYTES);
  try {
    for (;;) {
      const read = readSync(fd, buffer, 0, READ_BYTES, null);
      if (read === 0) return;
      yield buffer.subarray(0, read);
    }
  } finally {
    closeSync(fd);
    spare.push(buffer);
  }
}

export default async function readFile(task: ImportTask): Promise<ReadFile> {
  const pieces: RawPiece[] = [];
  try {
    const read = await readUpload(
      { body: readPieces(task.file), maxBytes: task.maxBytes },
      async (piece) => void pieces.push(piece),
    );
    return { ok: true, read, pieces };
  } catch (error) {
    return failedWith(error);
  }
}
