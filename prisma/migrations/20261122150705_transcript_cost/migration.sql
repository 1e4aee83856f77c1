-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Transcript" (
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
    "costUsd" REAL,
    "unpricedCalls" INTEGER NOT NULL DEFAULT 0,
    "pricingKey" TEXT,
    "searchText" TEXT NOT NULL DEFAULT '',
    "isSubagent" BOOLEAN NOT NULL DEFAULT false,
    "parentId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Transcript_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Transcript" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Transcript" ("agentIds", "apiCalls", "autoCompactions", "bytes", "cacheBreaks", "compactionCount", "compactions", "createdAt", "id", "invalidLineCount", "invalidLines", "isSubagent", "lines", "manualCompactions", "maxContextTokens", "microcompactions", "models", "name", "parentId", "project", "recordTypes", "records", "searchText", "sessionIds", "sha256", "sidechainApiCalls", "status", "title", "versions") SELECT "agentIds", "apiCalls", "autoCompactions", "bytes", "cacheBreaks", "compactionCount", "compactions", "createdAt", "id", "invalidLineCount", "invalidLines", "isSubagent", "lines", "manualCompactions", "maxContextTokens", "microcompactions", "models", "name", "parentId", "project", "recordTypes", "records", "searchText", "sessionIds", "sha256", "sidechainApiCalls", "status", "title", "versions" FROM "Transcript";
DROP TABLE "Transcript";
ALTER TABLE "new_Transcript" RENAME TO "Transcript";
CREATE UNIQUE INDEX "Transcript_sha256_key" ON "Transcript"("sha256");
CREATE INDEX "Transcript_status_createdAt_idx" ON "Transcript"("status", "createdAt");
CREATE INDEX "Transcript_pricingKey_idx" ON "Transcript"("pricingKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
