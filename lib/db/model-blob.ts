import { createGunzip } from "node:zlib";
import { createLineSplitter, type RawLine } from "../transcript/line-splitter";
import type { TranscriptModel } from "../transcript/model";
import { createModelDecoder } from "../transcript/model-codec";

/** Fewer, larger inflate rounds: a 1 GB session's model is about 120 MB of text. */
const INFLATE_CHUNK_BYTES = 1 << 20;

/**
 * A stored model (ModelBlob.data: the encoder's lines gzip-compressed) decoded as it inflates,
 * a line at a time: its text is never whole in memory, nor the parsed JSON of more than one
 * line beside the model being built. Rejects a blob that is not a model of ours.
 */
export async function decodeModelBlob(
  blob: Uint8Array,
  chunkBytes = INFLATE_CHUNK_BYTES,
): Promise<TranscriptModel> {
  const decoder = createModelDecoder();
  const split = createLineSplitter();
  const onLine = ({ bytes }: RawLine) =>
    decoder.line(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("utf8"));
  const inflate = createGunzip({ chunkSize: chunkBytes });
  inflate.end(blob);
  for await (const chunk of inflate) split.push(chunk as Buffer, onLine);
  split.end(onLine);
  return decoder.end();
}
