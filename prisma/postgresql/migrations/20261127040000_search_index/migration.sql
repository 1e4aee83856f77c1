-- Full-text search over message content (lib/services/search). Written by hand: Prisma's
-- schema cannot describe a generated tsvector column with its GIN index, so these tables are
-- outside it and the schema engine is told to leave them alone (lib/db/search-tables.ts).

-- One row per user/assistant record: its searchable text and what the filters need. Words are
-- cut at punctuation first, as SQLite's unicode61 cuts them (PostgreSQL's parser would keep
-- "/usr/bin/nix" or "example.com" whole, and "nix" would not find them). The 'simple'
-- configuration then neither stems nor drops stop words, as unicode61 does not.
CREATE TABLE "SearchEntry" (
    "id" BIGSERIAL NOT NULL PRIMARY KEY,
    "transcriptId" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "tool" TEXT,
    "at" BIGINT,
    "text" TEXT NOT NULL,
    "tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace("text", '[[:punct:]]+', ' ', 'g'))) STORED,
    CONSTRAINT "SearchEntry_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- One record per line: indexing a transcript twice at once (two servers) adds nothing twice.
CREATE UNIQUE INDEX "SearchEntry_transcriptId_line_key" ON "SearchEntry"("transcriptId", "line");
CREATE INDEX "SearchEntry_tsv_idx" ON "SearchEntry" USING GIN ("tsv");

-- Which transcripts are indexed, and by which version of the extraction (a transcript with no
-- searchable text has no SearchEntry row and is still indexed).
CREATE TABLE "SearchIndexed" (
    "transcriptId" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL,
    CONSTRAINT "SearchIndexed_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
