import { createHash } from "node:crypto";
import { AppError } from "../../errors";
import type { CallsTable, ModelFigures, RawPiece } from "../../db/transcript-parts";
import { describeBytes } from "../../http/limit-body";
import { createModelBuilder } from "../../transcript/build-model";
import { documentAsLines } from "../../transcript/document-to-lines";
import { createModelEncoder } from "../../transcript/model-codec";
import { encodeCallsTable } from "../transcripts/calls-table";
import { coalesceChunks } from "./coalesce-chunks";
import { createGzipCollector } from "./gzip-pieces";
import { createRawChunker } from "./raw-chunker";
import { rejectUnusable } from "./reject-unusable";
import { summarizeModel } from "./summarize-model";

const PROGRESS_EVERY_BYTES = 1 << 20;

export type UploadBody = {
  /** The bytes; each chunk need only stay as it is until the next is asked for. */
  body: AsyncIterable<Uint8Array>;
  maxBytes: number;
  onProgress?: (progress: { bytes: number; records: number }) => void;
};

/** An upload read whole: everything the store keeps of it but its raw pieces. */
export type ReadUpload = {
  sha256: string;
  bytes: number;
  figures: ModelFigures;
  modelBlob: Uint8Array;
  callsTable: CallsTable;
};

/**
 * Reads an upload as its bytes arrive (SPEC C1): hashes it, cuts its raw bytes into compressed
 * pieces handed to `storePiece` as they are made, and parses it line by line into the model,
 * encoded and compressed entry by entry while parsing goes on. Touches no database: an upload
 * stores its pieces as they come, the import's threads collect them for the process's one
 * connection. `counted.bytes` says how far it got when it throws.
 */
export async function readUpload(
  input: UploadBody,
  storePiece: (piece: RawPiece) => Promise<void>,
  counted: { bytes: number } = { bytes: 0 },
): Promise<ReadUpload> {
  const chunker = createRawChunker(storePiece);
  const modelGzip = createGzipCollector();
  try {
    const hash = createHash("sha256");
    const encoder = createModelEncoder(modelGzip.write);
    const builder = createModelBuilder({ onEntry: encoder.add });
    let firstBytes: Uint8Array | null = null;
    let nextProgressAt = 0;
    // A session written as one JSON document enters as its harness's JSONL lines.
    for await (const chunk of documentAsLines(interruptible(coalesceChunks(input.body)))) {
      counted.bytes += chunk.length;
      if (counted.bytes > input.maxBytes) {
        throw new AppError(
          "too_large",
          `The upload is larger than the limit of ${describeBytes(input.maxBytes)} (MAX_UPLOAD_BYTES).`,
        );
      }
      // A copy (Buffer#slice would be a view pinning the whole first chunk).
      firstBytes ??= Uint8Array.prototype.slice.call(chunk, 0, 8192);
      const compressed = chunker.push(chunk); // compresses on the thread pool while we parse
      hash.update(chunk);
      builder.push(chunk);
      await compressed;
      if (counted.bytes >= nextProgressAt) {
        input.onProgress?.({ bytes: counted.bytes, records: builder.progress.records });
        nextProgressAt = counted.bytes + PROGRESS_EVERY_BYTES;
      }
    }
    const model = builder.end();
    input.onProgress?.({ bytes: counted.bytes, records: model.records });
    rejectUnusable(model, counted.bytes, firstBytes);
    await chunker.end();
    const figures = summarizeModel(model);
    encoder.finish(model);
    const [modelBlob, callsTable] = await Promise.all([modelGzip.end(), encodeCallsTable(model)]);
    return { sha256: hash.digest("hex"), bytes: counted.bytes, figures, modelBlob, callsTable };
  } catch (error) {
    modelGzip.destroy();
    await chunker.settle();
    throw error;
  }
}

/** A body that fails mid-stream (the client went away) is the client's failure, not a server bug. */
async function* interruptible(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = body[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Uint8Array>;
    try {
      next = await iterator.next();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new AppError(
        "upload_interrupted",
        `The upload stopped before its end (${reason}); nothing was stored.`,
      );
    }
    if (next.done) return;
    yield next.value;
  }
}
