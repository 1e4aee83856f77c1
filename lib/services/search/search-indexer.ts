import type { PrismaClient } from "../../db/generated/client";
import {
  deleteSearchEntries,
  insertSearchEntries,
  markSearchIndexed,
  type SearchEntryInput,
} from "../../db/search-entries";
import { extractSearchText } from "./extract-search-text";

/**
 * The extraction's version: raising it (a rule of extract-search-text.ts changed) has the
 * background pass index every stored transcript again.
 */
export const SEARCH_INDEX_VERSION = 1;

/**
 * A batch is written at this many records or characters, whichever comes first. Small: a
 * Prisma raw statement's cost grows faster than its parameters (100 rows wrote 50 MB of
 * transcript in 1.4 s, 500 rows in 2.3 s), and each one holds the event loop while it runs.
 */
const BATCH_ROWS = 100;
const BATCH_CHARS = 1_000_000;

export type SearchIndexer = {
  /** Each parsed record, in file order. */
  add(value: Record<string, unknown>, line: number): void;
  /** Writes the batch when full: called between chunks, so memory holds one batch at most. */
  flushIfFull(): Promise<void>;
  /** Writes the rest and records the transcript as indexed. */
  end(): Promise<void>;
};

/**
 * Indexes one transcript's records as they are read. By default it replaces what the
 * transcript had: the old rows and the mark go first, so an indexing that fails half way
 * leaves it for the next background pass, never half indexed and marked done. `appending`
 * (lines added to a file already indexed, as a live folder does) keeps the rows there: a line
 * indexed already is left as it is; a result whose call came before the appended lines has no
 * tool name.
 */
export function createSearchIndexer(
  db: PrismaClient,
  transcriptId: string,
  options: { appending?: boolean } = {},
): SearchIndexer {
  const toolNames = new Map<string, string>();
  let batch: SearchEntryInput[] = [];
  let batchChars = 0;
  let cleared: Promise<void> | null = options.appending ? Promise.resolve() : null;

  async function write(): Promise<void> {
    cleared ??= deleteSearchEntries(db, transcriptId);
    await cleared;
    const rows = batch;
    batch = [];
    batchChars = 0;
    await insertSearchEntries(db, transcriptId, rows);
  }

  return {
    add(value, line) {
      const entry = extractSearchText(value, line, toolNames);
      if (entry === null) return;
      batch.push(entry);
      batchChars += entry.text.length;
    },
    async flushIfFull() {
      if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await write();
    },
    async end() {
      await write();
      await markSearchIndexed(db, transcriptId, SEARCH_INDEX_VERSION);
    },
  };
}
