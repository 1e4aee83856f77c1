import { createHash } from "node:crypto";
import { open } from "node:fs/promises";

/** Bytes hashed at each end of what is stored: a change there is a rewrite, not an append. */
export const LIVE_WINDOW_BYTES = 4096;

export const hashWindow = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Bytes `start` to `end` (exclusive) of a file; shorter when the file ends first. */
export async function readRange(path: string, start: number, end: number): Promise<Buffer> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(Math.max(0, end - start));
    let read = 0;
    while (read < buffer.length) {
      const { bytesRead } = await handle.read(buffer, read, buffer.length - read, start + read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return buffer.subarray(0, read);
  } finally {
    await handle.close();
  }
}

/** The hashes of the first and last window of the file's first `offset` bytes. */
export type Windows = { headHash: string; tailHash: string };

/** Windows of bytes in memory (the stored prefix as it was read or appended). */
export function windowsOf(head: Uint8Array, tail: Uint8Array): Windows {
  return { headHash: hashWindow(head), tailHash: hashWindow(tail) };
}

export const headRange = (offset: number) => [0, Math.min(LIVE_WINDOW_BYTES, offset)] as const;
export const tailRange = (offset: number) =>
  [Math.max(0, offset - LIVE_WINDOW_BYTES), offset] as const;

/** The windows of the file as it is now, for the first `offset` bytes. */
export async function readWindows(path: string, offset: number): Promise<Windows> {
  const [head, tail] = await Promise.all([
    readRange(path, ...headRange(offset)),
    readRange(path, ...tailRange(offset)),
  ]);
  return windowsOf(head, tail);
}

/** Where the last complete line of `bytes` ends (0: no newline yet). */
export function completeLinesEnd(bytes: Uint8Array): number {
  return bytes.lastIndexOf(0x0a) + 1;
}
