-- Full-text search over message content (lib/services/search). Written by hand: Prisma's
-- schema cannot describe an FTS5 table, so these tables are outside it and the schema engine
-- is told to leave them alone (SEARCH_TABLES in lib/db/search-tables.ts).

-- One row per user/assistant record: its searchable text and what the filters need.
CREATE TABLE "SearchEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY,
    "transcriptId" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "tool" TEXT,
    "at" BIGINT,
    "text" TEXT NOT NULL,
    CONSTRAINT "SearchEntry_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- One record per line: indexing a transcript twice at once (two servers) adds nothing twice.
CREATE UNIQUE INDEX "SearchEntry_transcriptId_line_key" ON "SearchEntry"("transcriptId", "line");

-- The index over SearchEntry's text (external content: the text is stored once). Rows are
-- added by the indexer in batches (faster than a row trigger). A deleted row, by hand or by
-- the cascade from its transcript, leaves the index here.
CREATE VIRTUAL TABLE "SearchEntryFts" USING fts5("text", content='SearchEntry', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
CREATE TRIGGER "SearchEntry_leaves_index" AFTER DELETE ON "SearchEntry" BEGIN
    INSERT INTO "SearchEntryFts"("SearchEntryFts", rowid, "text") VALUES ('delete', old."id", old."text");
END;

-- Which transcripts are indexed, and by which version of the extraction (a transcript with no
-- searchable text has no SearchEntry row and is still indexed).
CREATE TABLE "SearchIndexed" (
    "transcriptId" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL,
    CONSTRAINT "SearchIndexed_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
