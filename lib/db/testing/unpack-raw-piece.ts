import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { isGzip } from "../raw-piece-codec";

/** A stored raw piece's bytes, read at once: what decompressRawPiece answers, for tests. */
export function unpackRawPiece(data: Uint8Array): Buffer {
  return isGzip(data) ? gunzipSync(data) : brotliDecompressSync(data);
}
