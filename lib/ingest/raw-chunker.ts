import { promisify } from "node:util";
import { constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
/** Level 1: about 3x faster than the default for ~20% more bytes; ingest must keep up with parsing. */
export const FAST_GZIP = { level: constants.Z_BEST_SPEED };

/** Raw bytes per stored chunk: small enough to stream, large enough to compress well. */
export const RAW_CHUNK_BYTES = 4 * 1024 * 1024;
/** Pieces compressed or stored at once: two keep the thread pool busy while parsing goes on. */
const MAX_IN_FLIGHT = 2;

/**
 * Collects the upload's raw bytes into ~4 MB pieces, gzips each on the thread pool (so it
 * overlaps parsing) and hands them to `store` with their sequence number. At most
 * MAX_IN_FLIGHT pieces are being compressed or stored while the next fills: memory stays
 * bounded whatever the file size. Each piece is a complete gzip member; their
 * concatenation in sequence order is a valid gzip stream.
 */
export function createRawChunker(store: (seq: number, compressed: Uint8Array) => Promise<void>) {
  let pieces: Uint8Array[] = [];
  let filled = 0;
  let seq = 0;
  const inFlight: Promise<void>[] = [];

  async function flush(): Promise<void> {
    if (filled === 0) return;
    const raw = Buffer.concat(pieces, filled);
    pieces = [];
    filled = 0;
    const mySeq = seq++;
    // Awaiting the oldest piece first surfaces its failure here, in order.
    while (inFlight.length >= MAX_IN_FLIGHT) await inFlight.shift();
    const work = gzipAsync(raw, FAST_GZIP).then((compressed) => store(mySeq, compressed));
    work.catch(() => undefined); // handled when awaited; never an unhandled rejection meanwhile
    inFlight.push(work);
  }

  return {
    async push(chunk: Uint8Array): Promise<void> {
      // Copy: request bodies may hand out views over a buffer that is reused.
      pieces.push(Buffer.from(chunk));
      filled += chunk.length;
      if (filled >= RAW_CHUNK_BYTES) await flush();
    },
    /** Stores what is left; resolves with the number of pieces once all are stored. */
    async end(): Promise<number> {
      await flush();
      while (inFlight.length > 0) await inFlight.shift();
      return seq;
    },
    /** Waits for work in flight so a failed upload can be cleaned up after it. */
    async settle(): Promise<void> {
      await Promise.allSettled(inFlight.splice(0));
    },
  };
}
