-- CreateTable
CREATE TABLE "Workspace" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- The open embedded mode's workspace, which every existing row moves into (hand-written).
INSERT INTO "Workspace" ("id", "name") VALUES ('default', 'Default');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "passwordHash" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Membership" (
    "userId" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "workspaceId"),
    CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Membership_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_PromptTemplate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "readOnly" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    CONSTRAINT "PromptTemplate_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PromptTemplate" ("createdAt", "id", "name", "readOnly") SELECT "createdAt", "id", "name", "readOnly" FROM "PromptTemplate";
DROP TABLE "PromptTemplate";
ALTER TABLE "new_PromptTemplate" RENAME TO "PromptTemplate";
CREATE INDEX "PromptTemplate_workspaceId_idx" ON "PromptTemplate"("workspaceId");
CREATE TABLE "new_SavedFilter" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    "name" TEXT NOT NULL,
    "filter" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SavedFilter_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_SavedFilter" ("createdAt", "filter", "id", "name") SELECT "createdAt", "filter", "id", "name" FROM "SavedFilter";
DROP TABLE "SavedFilter";
ALTER TABLE "new_SavedFilter" RENAME TO "SavedFilter";
CREATE UNIQUE INDEX "SavedFilter_workspaceId_name_key" ON "SavedFilter"("workspaceId", "name");
CREATE TABLE "new_Sweep" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "transcriptIds" TEXT NOT NULL,
    "profile" TEXT NOT NULL DEFAULT 'auto',
    "grid" TEXT NOT NULL,
    "settings" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "error" TEXT,
    "note" TEXT,
    "filterName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    CONSTRAINT "Sweep_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Sweep" ("createdAt", "done", "error", "filterName", "finishedAt", "grid", "id", "note", "profile", "settings", "status", "total", "transcriptIds") SELECT "createdAt", "done", "error", "filterName", "finishedAt", "grid", "id", "note", "profile", "settings", "status", "total", "transcriptIds" FROM "Sweep";
DROP TABLE "Sweep";
ALTER TABLE "new_Sweep" RENAME TO "Sweep";
CREATE INDEX "Sweep_status_idx" ON "Sweep"("status");
CREATE INDEX "Sweep_createdAt_idx" ON "Sweep"("createdAt");
CREATE INDEX "Sweep_workspaceId_createdAt_idx" ON "Sweep"("workspaceId", "createdAt");
CREATE TABLE "new_Transcript" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "name" TEXT NOT NULL,
    "sha256" TEXT,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
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
    CONSTRAINT "Transcript_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Transcript_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Transcript" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Transcript" ("agentIds", "apiCalls", "autoCompactions", "bytes", "cacheBreaks", "compactionCount", "compactions", "costUsd", "createdAt", "id", "invalidLineCount", "invalidLines", "isSubagent", "lines", "manualCompactions", "maxContextTokens", "microcompactions", "models", "name", "parentId", "pricingKey", "project", "recordTypes", "records", "searchText", "sessionIds", "sha256", "sidechainApiCalls", "status", "title", "unpricedCalls", "versions") SELECT "agentIds", "apiCalls", "autoCompactions", "bytes", "cacheBreaks", "compactionCount", "compactions", "costUsd", "createdAt", "id", "invalidLineCount", "invalidLines", "isSubagent", "lines", "manualCompactions", "maxContextTokens", "microcompactions", "models", "name", "parentId", "pricingKey", "project", "recordTypes", "records", "searchText", "sessionIds", "sha256", "sidechainApiCalls", "status", "title", "unpricedCalls", "versions" FROM "Transcript";
DROP TABLE "Transcript";
ALTER TABLE "new_Transcript" RENAME TO "Transcript";
CREATE INDEX "Transcript_workspaceId_status_createdAt_idx" ON "Transcript"("workspaceId", "status", "createdAt");
CREATE INDEX "Transcript_status_createdAt_idx" ON "Transcript"("status", "createdAt");
CREATE INDEX "Transcript_pricingKey_idx" ON "Transcript"("pricingKey");
CREATE UNIQUE INDEX "Transcript_workspaceId_sha256_key" ON "Transcript"("workspaceId", "sha256");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Workspace_name_key" ON "Workspace"("name");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Membership_workspaceId_idx" ON "Membership"("workspaceId");
