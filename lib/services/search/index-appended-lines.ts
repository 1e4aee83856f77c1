import type { PrismaClient } from "../../db/generated/client";
import { readRawLines } from "../../db/raw-lines";
import { countUnindexed } from "../../db/search-entries";
import { parseLine } from "../../transcript/parse-line";
import { createSearchIndexer, SEARCH_INDEX_VERSION } from "./search-indexer";

/**
 * Indexes lines a live folder appended to a stored transcript (`from` to `to`, 1-based), reading
 * only those raw lines. A transcript the background pass has not indexed yet is left to it:
 * marking it indexed here would hide its earlier lines from search.
 */
export async function indexAppendedLines(
  db: PrismaClient,
  id: string,
  from: number,
  to: number,
): Promise<void> {
  if ((await countUnindexed(db, [id], SEARCH_INDEX_VERSION)) > 0) return;
  const indexer = createSearchIndexer(db, id, { appending: true });
  for await (const raw of readRawLines(db, id, from, to)) {
    const parsed = parseLine(raw.text);
    if (parsed.kind === "record") indexer.add(parsed.value, raw.line);
    await indexer.flushIfFull();
  }
  await indexer.end();
}
