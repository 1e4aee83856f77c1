import type { PrismaClient } from "../../db/generated/client";
import { listUnindexed } from "../../db/search-entries";
import { indexStoredTranscript } from "./index-stored-transcript";
import { SEARCH_INDEX_VERSION } from "./search-indexer";

/** Transcripts read per round of a pass. */
const ROUND = 20;
/**
 * How often the server looks for transcripts the index lacks: an upload, an import from the
 * command line or a live folder's new file is searchable within this (one cheap query when
 * there is nothing to do).
 */
export const BACKLOG_EVERY_MS = 3_000;

/**
 * Indexes every stored transcript the index lacks (just stored, stored before search existed,
 * or by an older extraction), newest first, one at a time. A transcript that fails (deleted
 * meanwhile, a broken raw chunk) is logged and skipped until the server restarts. Answers how
 * many were indexed.
 */
export async function indexBacklog(
  db: () => PrismaClient,
  failed: Set<string> = new Set(),
): Promise<number> {
  let indexed = 0;
  for (;;) {
    const ids = (await listUnindexed(db(), SEARCH_INDEX_VERSION, ROUND + failed.size)).filter(
      (id) => !failed.has(id),
    );
    if (ids.length === 0) return indexed;
    for (const id of ids) {
      try {
        await indexStoredTranscript(db(), id);
        indexed += 1;
      } catch (error) {
        failed.add(id);
        console.warn(`Search: transcript ${id} could not be indexed:`, String(error));
      }
    }
  }
}

/**
 * The server's background indexing: a pass every BACKLOG_EVERY_MS, never two at once.
 * Failures are logged and the next pass tries again. Returns the function that stops it.
 */
export function startSearchBacklog(db: () => PrismaClient): () => Promise<void> {
  const failed = new Set<string>();
  let pass: Promise<void> | null = null;
  const timer = setInterval(() => {
    pass ??= indexBacklog(db, failed)
      .then((indexed) => {
        if (indexed > 0) console.log(`Search: indexed ${indexed} transcript(s).`);
      })
      .catch((error: unknown) => console.warn("Search: indexing stopped:", String(error)))
      .finally(() => (pass = null));
  }, BACKLOG_EVERY_MS);
  timer.unref?.();
  return async () => {
    clearInterval(timer);
    await pass;
  };
}
