-- CreateTable
CREATE TABLE "Transcript" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "name" TEXT NOT NULL,
    "sha256" TEXT,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "records" INTEGER NOT NULL DEFAULT 0,
    "invalidLineCount" INTEGER NOT NULL DEFAULT 0,
    "invalidLines" TEXT NOT NULL DEFAULT '[]',
    "sessionIds" TEXT NOT NULL DEFAULT '[]',
    "versions" TEXT NOT NULL DEFAULT '[]',
    "models" TEXT NOT NULL DEFAULT '[]',
    "agentIds" TEXT NOT NULL DEFAULT '[]',
    "recordTypes" TEXT NOT NULL DEFAULT '{}',
    "project" TEXT,
    "title" TEXT,
    "apiCalls" INTEGER NOT NULL DEFAULT 0,
    "sidechainApiCalls" INTEGER NOT NULL DEFAULT 0,
    "maxContextTokens" INTEGER NOT NULL DEFAULT 0,
    "compactions" TEXT NOT NULL DEFAULT '[]',
    "compactionCount" INTEGER NOT NULL DEFAULT 0,
    "autoCompactions" INTEGER NOT NULL DEFAULT 0,
    "manualCompactions" INTEGER NOT NULL DEFAULT 0,
    "microcompactions" INTEGER NOT NULL DEFAULT 0,
    "cacheBreaks" INTEGER NOT NULL DEFAULT 0,
    "searchText" TEXT NOT NULL DEFAULT '',
    "isSubagent" BOOLEAN NOT NULL DEFAULT false,
    "parentId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Transcript_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Transcript" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "RawChunk" (
    "transcriptId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BLOB NOT NULL,

    PRIMARY KEY ("transcriptId", "seq"),
    CONSTRAINT "RawChunk_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ModelBlob" (
    "transcriptId" TEXT NOT NULL PRIMARY KEY,
    "parserVersion" INTEGER NOT NULL,
    "data" BLOB NOT NULL,
    CONSTRAINT "ModelBlob_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ReplayCache" (
    "transcriptId" TEXT NOT NULL,
    "configKey" TEXT NOT NULL,
    "data" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("transcriptId", "configKey"),
    CONSTRAINT "ReplayCache_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Transcript_sha256_key" ON "Transcript"("sha256");

-- CreateIndex
CREATE INDEX "Transcript_status_createdAt_idx" ON "Transcript"("status", "createdAt");
