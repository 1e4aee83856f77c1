-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Transcript" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "name" TEXT NOT NULL,
    "harness" TEXT NOT NULL DEFAULT 'claude-code',
    "sha256" TEXT,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    "heartbeatAt" DATETIME,
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
    "startedAt" DATETIME,
    "endedAt" DATETIME,
    "lastActivityAt" DATETIME,
    "timesComputed" BOOLEAN NOT NULL DEFAULT false,
    "agreementEngine" INTEGER,
    "agreementRecorded" INTEGER NOT NULL DEFAULT 0,
    "agreementReproduced" INTEGER NOT NULL DEFAULT 0,
    "agreementExtra" INTEGER NOT NULL DEFAULT 0,
    "agreementComplete" BOOLEAN NOT NULL DEFAULT false,
    "agreementRecordsCompactions" BOOLEAN NOT NULL DEFAULT true,
    "agreementPeakWindow" TEXT,
    "fittedSettings" TEXT,
    "fittedComplete" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "Transcript_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Transcript_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Transcript" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Transcript" ("agentIds", "agreementComplete", "agreementEngine", "agreementExtra", "agreementRecorded", "agreementReproduced", "apiCalls", "autoCompactions", "bytes", "cacheBreaks", "compactionCount", "compactions", "costUsd", "createdAt", "endedAt", "fittedComplete", "fittedSettings", "harness", "heartbeatAt", "id", "invalidLineCount", "invalidLines", "isSubagent", "lastActivityAt", "lines", "manualCompactions", "maxContextTokens", "microcompactions", "models", "name", "parentId", "pricingKey", "project", "recordTypes", "records", "searchText", "sessionIds", "sha256", "sidechainApiCalls", "startedAt", "status", "timesComputed", "title", "unpricedCalls", "versions", "workspaceId") SELECT "agentIds", "agreementComplete", "agreementEngine", "agreementExtra", "agreementRecorded", "agreementReproduced", "apiCalls", "autoCompactions", "bytes", "cacheBreaks", "compactionCount", "compactions", "costUsd", "createdAt", "endedAt", "fittedComplete", "fittedSettings", "harness", "heartbeatAt", "id", "invalidLineCount", "invalidLines", "isSubagent", "lastActivityAt", "lines", "manualCompactions", "maxContextTokens", "microcompactions", "models", "name", "parentId", "pricingKey", "project", "recordTypes", "records", "searchText", "sessionIds", "sha256", "sidechainApiCalls", "startedAt", "status", "timesComputed", "title", "unpricedCalls", "versions", "workspaceId" FROM "Transcript";
DROP TABLE "Transcript";
ALTER TABLE "new_Transcript" RENAME TO "Transcript";
CREATE INDEX "Transcript_workspaceId_status_createdAt_idx" ON "Transcript"("workspaceId", "status", "createdAt");
CREATE INDEX "Transcript_status_createdAt_idx" ON "Transcript"("status", "createdAt");
CREATE INDEX "Transcript_pricingKey_idx" ON "Transcript"("pricingKey");
CREATE INDEX "Transcript_timesComputed_idx" ON "Transcript"("timesComputed");
CREATE INDEX "Transcript_status_startedAt_idx" ON "Transcript"("status", "startedAt");
CREATE INDEX "Transcript_status_lastActivityAt_idx" ON "Transcript"("status", "lastActivityAt");
CREATE UNIQUE INDEX "Transcript_workspaceId_sha256_key" ON "Transcript"("workspaceId", "sha256");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
