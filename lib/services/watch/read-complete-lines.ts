import { createReadStream } from "node:fs";
import { LIVE_WINDOW_BYTES } from "./file-windows";

/** What was read of the file: the complete lines' bytes and their windows. */
export type ReadLines = { bytes: number; head: Uint8Array; tail: Uint8Array };

/**
 * The file's bytes from the start up to `end` (its size as seen) as they stream, held back
 * after the last newline: a line still being written is not read until its newline comes.
 * `read` says, once the stream is done, how many bytes were given and the windows at each end.
 */
export function readCompleteLines(path: string, end: number) {
  const read: ReadLines = { bytes: 0, head: new Uint8Array(0), tail: new Uint8Array(0) };
  async function* lines(): AsyncGenerator<Uint8Array> {
    if (end === 0) return;
    let held: Buffer = Buffer.alloc(0);
    const stream = createReadStream(path, { start: 0, end: end - 1, highWaterMark: 1 << 20 });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const bytes = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      const cut = bytes.lastIndexOf(0x0a) + 1;
      held = bytes.subarray(cut);
      if (cut === 0) continue;
      const complete = bytes.subarray(0, cut);
      remember(complete);
      yield complete;
    }
  }
  function remember(bytes: Uint8Array): void {
    if (read.head.length < LIVE_WINDOW_BYTES) {
      read.head = Buffer.concat([read.head, bytes]).subarray(0, LIVE_WINDOW_BYTES);
    }
    read.tail =
      bytes.length >= LIVE_WINDOW_BYTES
        ? bytes.subarray(bytes.length - LIVE_WINDOW_BYTES)
        : Buffer.concat([read.tail, bytes]).subarray(-LIVE_WINDOW_BYTES);
    read.bytes += bytes.length;
  }
  return { lines: lines(), read };
}
