-- Line ranges of raw pieces. Written by hand instead of Prisma's RedefineTables: the result is
-- the same table (columns appended after "data"), without copying every stored raw byte.
ALTER TABLE "RawChunk" ADD COLUMN "firstLine" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "RawChunk" ADD COLUMN "lastLine" INTEGER NOT NULL DEFAULT 0;
CREATE INDEX "RawChunk_transcriptId_lastLine_firstLine_seq_idx" ON "RawChunk"("transcriptId", "lastLine", "firstLine", "seq");
