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
  type ReadyStore,
} from "../../db/transcript-store";
import { retryUntilDone } from "../../db/retry-until-done";
import { checkFreeSpace } from "../../storage/space-guard";
import { MODEL_FORMAT_VERSION } from "../../transcript/model-codec";
import type { RawPiece } from "../../db/transcript-parts";
import { failedWith, type IngestOutcome } from "./ingest-outcome";
import { readUpload, type ReadUpload, type UploadBody } from "./read-upload";
import { UPLOAD_HEARTBEAT_MS } from "./upload-status";

export type IngestInput = UploadBody & {
  name: string;
  /** The heartbeat's clock and period (tests run them fast); real time by default. */
  clock?: { now: () => number; heartbeatMs: number };
};

const REAL_CLOCK = { now: Date.now, heartbeatMs: UPLOAD_HEARTBEAT_MS };

export type { IngestOutcome };

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
  const counted = { bytes: 0 };
  try {
    const read = await readUpload(
      input,
      (piece) => {
        checkFreeSpace(piece.data.length, "this upload");
        return appendRawChunk(db, id, piece);
      },
      counted,
    );
    return await keepUpload(db, id, read);
  } catch (error) {
    input.onProgress?.({ bytes: counted.bytes, records: 0 }); // what arrived before it stopped, for its progress
    // On a full disk even this delete can fail: it is retried until it works, and the
    // pending row stays invisible meanwhile.
    void retryUntilDone(`Removing the failed upload ${id}`, () => discardPending(db, id));
    return failedWith(error);
  } finally {
    stopHeartbeat();
  }
}

/**
 * Stores an upload read on another thread (the import's), whose raw pieces were collected
 * there: identical bytes already stored answer with those, else it is stored whole in one
 * transaction (ReadyStore.createReady), never pending.
 */
export async function storeReadUpload(
  store: ReadyStore,
  name: string,
  read: ReadUpload,
  pieces: RawPiece[],
): Promise<IngestOutcome> {
  try {
    const existing = await store.findReadyBySha(read.sha256);
    if (existing) return duplicateOf(existing);
    const pieceBytes = pieces.reduce((sum, piece) => sum + piece.data.length, 0);
    checkFreeSpace(pieceBytes + read.modelBlob.length + read.callsTable.gzip.length, "this upload");
    let row: Transcript;
    try {
      row = await store.createReady(name, { ...modelColumns(read), pieces });
    } catch (error) {
      // Two identical imports at once: the other one won the unique sha256.
      const winner = await store.findReadyBySha(read.sha256);
      if (!winner) throw error;
      return duplicateOf(winner);
    }
    return { ok: true, summary: toTranscriptSummary(row), duplicate: false };
  } catch (error) {
    return failedWith(error);
  }
}

/** What the store keeps of a read upload besides its raw pieces. */
function modelColumns(read: ReadUpload) {
  return {
    sha256: read.sha256,
    bytes: read.bytes,
    figures: read.figures,
    modelBlob: read.modelBlob,
    parserVersion: MODEL_FORMAT_VERSION,
    callsTable: read.callsTable,
  };
}

/**
 * Makes a pending upload whose raw pieces are stored visible, with its figures and model, in one
 * transaction; identical bytes already stored answer with those instead.
 */
async function keepUpload(db: PrismaClient, id: string, read: ReadUpload): Promise<IngestOutcome> {
  const existing = await findReadyBySha(db, read.sha256);
  if (existing) {
    await discardPending(db, id);
    return duplicateOf(existing);
  }
  checkFreeSpace(read.modelBlob.length + read.callsTable.gzip.length, "this upload");
  try {
    await finalizeTranscript(db, id, modelColumns(read));
  } catch (error) {
    // Two identical uploads at once: the other one won the unique sha256.
    const winner = await findReadyBySha(db, read.sha256);
    if (!winner) throw error;
    await discardPending(db, id);
    return duplicateOf(winner);
  }
  await linkSubagents(db, id, read.figures);
  const row = await db.transcript.findUniqueOrThrow({ where: { id } });
  return { ok: true, summary: toTranscriptSummary(row), duplicate: false };
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

function duplicateOf(row: Transcript): IngestOutcome {
  return { ok: true, summary: { ...toTranscriptSummary(row), duplicate: true }, duplicate: true };
}
