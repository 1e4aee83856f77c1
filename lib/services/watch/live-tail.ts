import { createHash, type Hash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { compressRawPiece } from "../../db/raw-piece-codec";
import type { CallsTable, ModelFigures, RawPiece } from "../../db/transcript-parts";
import { createModelBuilder } from "../../transcript/build-model";
import type { Entry, TranscriptModel } from "../../transcript/model";
import { createModelEncoder } from "../../transcript/model-codec";
import { summarizeModel } from "../ingest/summarize-model";
import { FAST_GZIP } from "../ingest/gzip-pieces";
import { createLiveCallsTable } from "./live-calls-table";

const gzipAsync = promisify(gzip);

/**
 * Everything an append needs to go on from where the stored transcript ends, without reading
 * it again: the builder's state after its last complete line, the running SHA-256 of its bytes,
 * the stored model's entries (compressed, as stored) and where its raw pieces end.
 */
export type LiveTail = {
  transcriptId: string;
  /** Bytes stored: the file up to the end of its last complete line. */
  offset: number;
  builder: ReturnType<typeof createModelBuilder>;
  /** Entries made by the builder since the last append (its onEntry fills it). */
  fresh: Entry[];
  hash: Hash;
  entryCount: number;
  lastEntry: Entry | null;
  /** The stored model's entry lines, gzip members; the model's last line follows them. */
  entriesGzip: Uint8Array;
  nextSeq: number;
  lastLine: number;
  callsTable: ReturnType<typeof createLiveCallsTable>;
};

/** A builder whose entries also land in `fresh`, for the encoder of the next append. */
export function startTail(transcriptId: string): LiveTail {
  const fresh: Entry[] = [];
  return {
    transcriptId,
    offset: 0,
    builder: createModelBuilder({ onEntry: (entry) => fresh.push(entry) }),
    fresh,
    hash: createHash("sha256"),
    entryCount: 0,
    lastEntry: null,
    entriesGzip: new Uint8Array(0),
    nextSeq: 0,
    lastLine: 0,
    callsTable: createLiveCallsTable(),
  };
}

/** Bytes of the stored file read back into a tail (after a restart, or after an import). */
export function feedTail(tail: LiveTail, bytes: Uint8Array): void {
  tail.builder.push(bytes);
  tail.hash.update(bytes);
  tail.offset += bytes.length;
}

/** The entries fed so far as stored lines (a model stored as one stream is split once). */
export async function encodeFedEntries(tail: LiveTail): Promise<void> {
  const { lines, count, last } = encodeEntries(tail);
  tail.entriesGzip = await gzipAsync(lines, FAST_GZIP);
  tail.entryCount = count;
  tail.lastEntry = last;
}

/** Entries fed since the tail's stored ones, as the codec's lines; `fresh` is emptied. */
function encodeEntries(tail: LiveTail): { lines: string; count: number; last: Entry | null } {
  const pieces: string[] = [];
  const encoder = createModelEncoder((piece) => pieces.push(piece), {
    count: tail.entryCount,
    last: tail.lastEntry,
  });
  for (const entry of tail.fresh) encoder.add(entry);
  encoder.flushEntries();
  const last = tail.fresh.at(-1) ?? tail.lastEntry;
  const count = tail.entryCount + tail.fresh.length;
  tail.fresh.length = 0;
  return { lines: pieces.join(""), count, last };
}

/** What storing an append writes: see lib/db/live-files.ts `appendToTranscript`. */
export type AppendedPart = {
  piece: RawPiece;
  modelBlob: Uint8Array;
  restOffset: number;
  callsTable: CallsTable;
  figures: ModelFigures;
  model: TranscriptModel;
  bytes: number;
  sha256: string;
};

/**
 * Complete lines appended to the file, as the pieces to store: their own raw piece, the
 * model extended by a member of new entry lines and its last line written again (the entries
 * stored before are kept as they are), the figures and calls of the longer model. The cost
 * grows with the new bytes, except the last line and the calls, which grow with the calls.
 * The tail moves on only once the caller has stored the result (`commit`).
 */
export async function appendLines(
  tail: LiveTail,
  bytes: Uint8Array,
): Promise<{ part: AppendedPart; commit: () => void }> {
  const firstLine = tail.lastLine + 1;
  const firstNewEntry = tail.entryCount;
  feedTail(tail, bytes);
  const model = tail.builder.snapshot();
  const { lines, count, last } = encodeEntries(tail);
  const rest: string[] = [];
  createModelEncoder((piece) => rest.push(piece), { count, last }).finish(model);
  const [entriesMember, restMember, raw, callsTable] = await Promise.all([
    lines === "" ? new Uint8Array(0) : gzipAsync(lines, FAST_GZIP),
    gzipAsync(rest.join(""), FAST_GZIP),
    compressRawPiece(bytes),
    tail.callsTable.update(model, firstNewEntry),
  ]);
  const entriesGzip = Buffer.concat([tail.entriesGzip, entriesMember]);
  const part: AppendedPart = {
    piece: { seq: tail.nextSeq, firstLine, lastLine: model.lines, data: raw },
    modelBlob: Buffer.concat([entriesGzip, restMember]),
    restOffset: entriesGzip.length,
    callsTable,
    figures: summarizeModel(model),
    model,
    bytes: tail.offset,
    sha256: tail.hash.copy().digest("hex"),
  };
  const commit = () => {
    tail.entriesGzip = entriesGzip;
    tail.entryCount = count;
    tail.lastEntry = last;
    tail.nextSeq += 1;
    tail.lastLine = model.lines;
  };
  return { part, commit };
}
