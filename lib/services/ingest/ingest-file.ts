import { createHash } from "node:crypto";
import type { TranscriptSummary } from "../../contracts/transcript-summary";
import { AppError, toErrorBody, type ErrorCode } from "../../errors";
import type { PrismaClient, Transcript } from "../../db/generated/client";
import { toTranscriptSummary } from "../../db/transcript-dto";
import {
  appendRawChunk,
  createPendingTranscript,
  discardPending,
  finalizeTranscript,
  findReadyBySha,
  linkSubagents,
  touchPendingTranscript,
} from "../../db/transcript-store";
import { retryUntilDone } from "../../db/retry-until-done";
import { toFullDiskError } from "../../storage/full-disk-error";
import { checkFreeSpace } from "../../storage/space-guard";
import { createModelBuilder } from "../../transcript/build-model";
import { createModelEncoder, MODEL_FORMAT_VERSION } from "../../transcript/model-codec";
import { encodeCallsTable } from "../transcripts/calls-table";
import { coalesceChunks } from "./coalesce-chunks";
import { createGzipCollector } from "./gzip-pieces";
import { createRawChunker } from "./raw-chunker";
import { describeBytes } from "../../http/limit-body";
import { rejectUnusable } from "./reject-unusable";
import { summarizeModel } from "./summarize-model";
import { UPLOAD_HEARTBEAT_MS } from "./upload-status";

const PROGRESS_EVERY_BYTES = 1 << 20;

export type IngestInput = {
  name: string;
  body: AsyncIterable<Uint8Array>;
  maxBytes: number;
  onProgress?: (progress: { bytes: number; records: number }) => void;
  /** The heartbeat's clock and period (tests run them fast); real time by default. */
  clock?: { now: () => number; heartbeatMs: number };
};

const REAL_CLOCK = { now: Date.now, heartbeatMs: UPLOAD_HEARTBEAT_MS };

export type IngestOutcome =
  | { ok: true; summary: TranscriptSummary; duplicate: boolean }
  | { ok: false; error: { code: ErrorCode; message: string; status: number } };

/**
 * Ingests one transcript as its bytes arrive (SPEC C1): hashes, stores compressed raw
 * chunks, parses line by line into the model, and on success makes it visible in one
 * transaction. Identical bytes answer with the stored transcript and `duplicate: true`.
 * Any failure removes everything this upload wrote.
 */
export async function ingestFile(db: PrismaClient, input: IngestInput): Promise<IngestOutcome> {
  try {
    // Even the pending row is a write: on a disk at its reserve, refuse before it in words.
    checkFreeSpace(0, "this upload");
  } catch (error) {
    return failedWith(error);
  }
  const { now, heartbeatMs } = input.clock ?? REAL_CLOCK;
  const startedAt = new Date(now());
  const id = await createPendingTranscript(db, input.name, startedAt);
  // However slowly the bytes come, the row says it is alive; the sweep of dead uploads removes
  // only rows unheard of for longer than the stall limit.
  const stopHeartbeat = keepAlive(
    () => touchPendingTranscript(db, id, new Date(now())),
    heartbeatMs,
    `Upload ${id}: heartbeat not saved`,
  );
  const chunker = createRawChunker((piece) => {
    checkFreeSpace(piece.data.length, "this upload");
    return appendRawChunk(db, id, piece);
  });
  const modelGzip = createGzipCollector();
  let bytes = 0;
  try {
    const hash = createHash("sha256");
    // The model is encoded and compressed entry by entry while parsing goes on.
    const encoder = createModelEncoder(modelGzip.write);
    const builder = createModelBuilder({ onEntry: encoder.add });
    let firstBytes: Uint8Array | null = null;
    let nextProgressAt = 0;
    for await (const chunk of interruptible(coalesceChunks(input.body))) {
      bytes += chunk.length;
      if (bytes > input.maxBytes) {
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
      if (bytes >= nextProgressAt) {
        input.onProgress?.({ bytes, records: builder.progress.records });
        nextProgressAt = bytes + PROGRESS_EVERY_BYTES;
      }
    }
    const model = builder.end();
    input.onProgress?.({ bytes, records: model.records });
    rejectUnusable(model, bytes, firstBytes);
    await chunker.end();

    const sha256 = hash.digest("hex");
    const existing = await findReadyBySha(db, sha256);
    if (existing) {
      modelGzip.destroy();
      await discardPending(db, id);
      return duplicateOf(existing);
    }
    const figures = summarizeModel(model);
    encoder.finish(model);
    const [modelBlob, callsTable] = await Promise.all([modelGzip.end(), encodeCallsTable(model)]);
    checkFreeSpace(modelBlob.length + callsTable.gzip.length, "this upload");
    try {
      await finalizeTranscript(db, id, {
        sha256,
        bytes,
        figures,
        modelBlob,
        parserVersion: MODEL_FORMAT_VERSION,
        callsTable,
      });
    } catch (error) {
      // Two identical uploads at once: the other one won the unique sha256.
      const winner = await findReadyBySha(db, sha256);
      if (!winner) throw error;
      await discardPending(db, id);
      return duplicateOf(winner);
    }
    await linkSubagents(db, id, figures);
    const row = await db.transcript.findUniqueOrThrow({ where: { id } });
    return { ok: true, summary: toTranscriptSummary(row), duplicate: false };
  } catch (error) {
    modelGzip.destroy();
    input.onProgress?.({ bytes, records: 0 }); // what arrived before it stopped, for its progress
    await chunker.settle();
    // On a full disk even this delete can fail: it is retried until it works, and the
    // pending row stays invisible meanwhile.
    void retryUntilDone(`Removing the failed upload ${id}`, () => discardPending(db, id));
    return failedWith(error);
  } finally {
    stopHeartbeat();
  }
}

/** Runs `touch` every `everyMs` until stopped; a failed touch is logged once, never thrown. */
function keepAlive(touch: () => Promise<void>, everyMs: number, label: string): () => void {
  let logged = false;
  const timer = setInterval(() => {
    touch().catch((error: unknown) => {
      if (!logged) console.warn(`${label}:`, String(error));
      logged = true;
    });
  }, everyMs);
  timer.unref?.();
  return () => clearInterval(timer);
}

function failedWith(error: unknown): IngestOutcome {
  const { status, body } = toErrorBody(toFullDiskError(error));
  return { ok: false, error: { ...body.error, status } };
}

function duplicateOf(row: Transcript): IngestOutcome {
  return { ok: true, summary: { ...toTranscriptSummary(row), duplicate: true }, duplicate: true };
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
