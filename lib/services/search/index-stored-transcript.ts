import { createGunzip } from "node:zlib";
import type { PrismaClient } from "../../db/generated/client";
import { readRawChunks } from "../../db/transcript-queries";
import { createLineSplitter, decodeLine, type RawLine } from "../../transcript/line-splitter";
import { parseLine } from "../../transcript/parse-line";
import { createSearchIndexer } from "./search-indexer";

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
  const gunzip = createGunzip();
  // The raw chunks are gzip members one after another: one gunzip reads them all in order.
  const reading = (async () => {
    for await (const piece of readRawChunks(db, id)) {
      if (!gunzip.write(piece)) await new Promise((resolve) => gunzip.once("drain", resolve));
    }
    gunzip.end();
  })().catch((error: unknown) => {
    // Ends the loop below with the failure instead of leaving it waiting for bytes.
    gunzip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    // Lines one at a time between writes: a 16 KB piece of gunzip holds few of them.
    splitter.push(chunk, onLine);
    await indexer.flushIfFull();
  }
  await reading;
  splitter.end(onLine);
  await indexer.end();
}
