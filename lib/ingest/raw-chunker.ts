import { constants, gzip } from "node:zlib";
import { promisify } from "node:util";

const gzipAsync = promisify(gzip);

/** Level 1: about 2x faster than the default for ~20% more bytes; ingest must keep up with parsing. */
export const FAST_GZIP = { level: constants.Z_BEST_SPEED };

/** Raw bytes per stored piece (about 1 MB once compressed), cut at the next line end. */
export const RAW_PIECE_BYTES = 4 * 1024 * 1024;
/** Pieces compressing or waiting to be written before the upload waits. */
const MAX_PENDING_PIECES = 3;
const NEWLINE = 0x0a;

export type RawPiece = {
  seq: number;
  /** 1-based lines the piece holds, both ends included. */
  firstLine: number;
  lastLine: number;
  /** One gzip member: the pieces' concatenation is the gzip file of the upload. */
  data: Uint8Array;
};

function countNewlines(bytes: Uint8Array): number {
  let count = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) count++;
  return count;
}

/**
 * Cuts the upload's raw bytes into pieces of about 4 MB at line ends and compresses each as
 * its own gzip member on the thread pool while parsing goes on, so any line range can later
 * be read by decompressing only the pieces that hold it. A line longer than a piece makes
 * one larger piece. Holds a piece and a few in flight, whatever the file size; chunks are
 * held by reference until their piece is cut, so callers hand over chunks they do not reuse.
 */
export function createRawChunker(store: (piece: RawPiece) => Promise<void>) {
  let held: Uint8Array[] = [];
  let heldBytes = 0;
  let nextLine = 1;
  let seq = 0;
  let pending = 0;
  let chain: Promise<void> = Promise.resolve();
  let failure: unknown = null;

  function cut(bytes: Uint8Array, lines: number): void {
    const piece = { seq: seq++, firstLine: nextLine, lastLine: nextLine + lines - 1 };
    nextLine += lines;
    pending += 1;
    const compressed = gzipAsync(bytes, FAST_GZIP); // starts now, in parallel with parsing
    chain = chain
      .then(async () => store({ ...piece, data: await compressed }))
      .finally(() => (pending -= 1));
    chain.catch((error: unknown) => (failure ??= error));
  }

  /** Cuts what is held up to its last line end, keeping the unfinished line. */
  function cutAtLastLineEnd(): void {
    const joined = held.length === 1 ? (held[0] as Uint8Array) : Buffer.concat(held, heldBytes);
    const end = joined.lastIndexOf(NEWLINE) + 1;
    if (end === 0) return; // one line longer than a piece: hold on until it ends
    const piece = joined.subarray(0, end);
    const rest = joined.subarray(end);
    held = rest.length > 0 ? [Uint8Array.prototype.slice.call(rest)] : [];
    heldBytes = rest.length;
    cut(piece, countNewlines(piece));
  }

  return {
    /** Takes the next chunk; resolves when the upload may go on (backpressure). */
    async push(chunk: Uint8Array): Promise<void> {
      if (failure !== null) throw failure;
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= RAW_PIECE_BYTES) cutAtLastLineEnd();
      if (pending >= MAX_PENDING_PIECES) await chain;
    },
    /** Stores what is left (a last line without its newline counts); resolves with the piece count. */
    async end(): Promise<number> {
      if (heldBytes > 0) {
        const rest = Buffer.concat(held, heldBytes);
        const lines = countNewlines(rest) + (rest[rest.length - 1] === NEWLINE ? 0 : 1);
        held = [];
        heldBytes = 0;
        cut(rest, lines);
      }
      await chain;
      if (failure !== null) throw failure;
      return seq;
    },
    /** Waits for writes in flight, so a failed upload can be cleaned up. */
    async settle(): Promise<void> {
      held = [];
      await chain.catch(() => undefined);
    },
  };
}
