import { once } from "node:events";
import { createGzip } from "node:zlib";
import { FAST_GZIP } from "./raw-chunker";

/** Gzips text given in pieces, holding the compressed result and one piece at a time. */
export async function gzipPieces(pieces: Iterable<string>): Promise<Buffer> {
  const gzip = createGzip(FAST_GZIP);
  const output: Buffer[] = [];
  gzip.on("data", (data: Buffer) => output.push(data));
  const ended = once(gzip, "end");
  for (const piece of pieces) {
    if (!gzip.write(piece)) await once(gzip, "drain");
  }
  gzip.end();
  await ended;
  return Buffer.concat(output);
}
