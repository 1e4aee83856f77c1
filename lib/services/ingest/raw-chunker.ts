import { once } from "node:events";
import type { Transform } from "node:stream";
import { createRawPieceCompressor } from "../../db/raw-piece-codec";
import type { RawPiece } from "../../db/transcript-parts";

/** Raw bytes per stored piece (about 1 MB once compressed), cut at the next line end. */
export const RAW_PIECE_BYTES = 4 * 1024 * 1024;
/** Pieces compressed and waiting to be written before the upload waits for the database. */
const MAX_PENDING_STORES = 4;
const NEWLINE = 0x0a;

function countNewlines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/** One piece being compressed: its compressed output and the lines it holds so far. */
type Member = {
  stream: Transform;
  compressed: Promise<Buffer>;
  /** Once the stream is closed (ended, failed or destroyed): no write of it is pending. */
  closed: Promise<void>;
  rawBytes: number;
  newlines: number;
};

function startMember(onError: (error: unknown) => void): Member {
  const stream = createRawPieceCompressor();
  const output: Buffer[] = [];
  stream.on("data", (data: Buffer) => output.push(data));
  stream.on("error", onError);
  const compressed = once(stream, "end").then(() => Buffer.concat(output));
  compressed.catch(() => undefined); // a destroyed member is never awaited
  const closed = new Promise<void>((resolve) => stream.once("close", () => resolve()));
  return { stream, compressed, closed, rawBytes: 0, newlines: 0 };
}

/**
 * Compresses the upload's raw bytes as it streams, into pieces of about 4 MB of raw bytes each
 * (lib/db/raw-piece-codec.ts), cut at a line end, handed to `store` with their line range: any
 * line range can later be read by decompressing only the pieces that hold it. Compression runs
 * on the thread pool: `push` starts it and returns a promise to await after parsing the same
 * chunk, so both overlap. One compressor's state and a few compressed pieces are all it holds,
 * whatever the file size; a chunk is held by reference until compressed, when `push` resolves,
 * so a caller may then fill the same memory with the next.
 */
export function createRawChunker(
  store: (piece: RawPiece) => Promise<void>,
  pieceBytes: number = RAW_PIECE_BYTES,
) {
  let member: Member | null = null;
  let nextLine = 1;
  let seq = 0;
  let endsWithNewline = true;
  let pendingStores = 0;
  let stores: Promise<void> = Promise.resolve();
  let failure: unknown = null;

  /** Hands `bytes` to the compressor; resolves once it has consumed them. */
  function write(bytes: Uint8Array): Promise<void> {
    member ??= startMember((error) => (failure ??= error));
    member.rawBytes += bytes.length;
    member.newlines += countNewlines(bytes);
    endsWithNewline = bytes[bytes.length - 1] === NEWLINE;
    const { stream, closed } = member;
    // A failed write calls back with its error, which the member's error handler records; a
    // stream that fails in the middle of a write may not call back at all, but it closes.
    return Promise.race([
      new Promise<void>((resolve) => stream.write(bytes, () => resolve())),
      closed,
    ]);
  }

  /** Ends the member; a last line without its newline still counts as a line. */
  function finishMember(): void {
    if (member === null) return;
    const { stream, compressed, newlines } = member;
    const lines = newlines + (endsWithNewline ? 0 : 1);
    const piece = { seq: seq++, firstLine: nextLine, lastLine: nextLine + lines - 1 };
    nextLine += lines;
    member = null;
    stream.end();
    pendingStores += 1;
    stores = stores
      .then(async () => store({ ...piece, data: await compressed }))
      .finally(() => (pendingStores -= 1));
    stores.catch((error: unknown) => (failure ??= error));
  }

  return {
    /**
     * Starts compressing `chunk`; await the promise before pushing more (backpressure). It
     * resolves once the compressor has consumed the chunk: its memory is the caller's again.
     */
    async push(chunk: Uint8Array): Promise<void> {
      if (failure !== null) throw failure;
      if (chunk.length === 0) return;
      const full = (member?.rawBytes ?? 0) + chunk.length >= pieceBytes;
      const cut = full ? chunk.lastIndexOf(NEWLINE) + 1 : 0;
      const consumed: Promise<void>[] = [];
      if (cut > 0) {
        // The head completes this piece at its last line end; the tail starts the next.
        consumed.push(write(chunk.subarray(0, cut)));
        finishMember();
        if (cut < chunk.length) consumed.push(write(chunk.subarray(cut)));
      } else {
        consumed.push(write(chunk)); // no line end yet: a line longer than a piece makes one larger piece
      }
      if (pendingStores >= MAX_PENDING_STORES) await stores;
      await Promise.all(consumed);
      if (failure !== null) throw failure;
    },
    /** Stores what is left; resolves with the number of stored pieces. */
    async end(): Promise<number> {
      finishMember();
      await stores;
      if (failure !== null) throw failure;
      return seq;
    },
    /** Stops compressing and waits for writes in flight, so a failed upload can be cleaned up. */
    async settle(): Promise<void> {
      const closing = member?.closed;
      member?.stream.destroy();
      member = null;
      // A compression under way finishes before the stream closes: then no chunk is in use.
      await Promise.all([closing, stores.catch(() => undefined)]);
    },
  };
}
