import type { PrismaClient } from "../../db/generated/client";
import { readRawBytes } from "../../db/raw-piece-codec";
import { createLineSplitter, decodeLine, type RawLine } from "../../transcript/line-splitter";
import { parseLine } from "../../transcript/parse-line";
import { createSearchIndexer } from "./search-indexer";

const SLICE_BYTES = 64 * 1024;

/**
 * Indexes a stored transcript from its kept raw bytes, replacing whatever rows it had: after
 * an upload or an import (in the background, off the upload's path: inline it made the ingest
 * several times slower), after a re-parse, and for transcripts stored before search existed.
 * Streams: one batch in memory at most.
 */
export async function indexStoredTranscript(db: PrismaClient, id: string): Promise<void> {
  const indexer = createSearchIndexer(db, id);
  const splitter = createLineSplitter();
  const onLine = (raw: RawLine) => {
    const parsed = parseLine(decodeLine(raw));
    if (parsed.kind === "record") indexer.add(parsed.value, raw.line);
  };
  for await (const bytes of readRawBytes(db, id)) {
    // A piece holds megabytes of lines: a slice at a time between writes, so one batch waits.
    for (let at = 0; at < bytes.length; at += SLICE_BYTES) {
      splitter.push(bytes.subarray(at, at + SLICE_BYTES), onLine);
      await indexer.flushIfFull();
    }
  }
  splitter.end(onLine);
  await indexer.end();
}
