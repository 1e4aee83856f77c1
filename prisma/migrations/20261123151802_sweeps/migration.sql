-- CreateTable
CREATE TABLE "Sweep" (
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "SweepResult" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sweepId" TEXT NOT NULL,
    "transcriptId" TEXT NOT NULL,
    "settingIndex" INTEGER,
    "compactionsAuto" INTEGER NOT NULL DEFAULT 0,
    "compactionsManual" INTEGER NOT NULL DEFAULT 0,
    "callsBetween" TEXT NOT NULL DEFAULT '[]',
    "tokensSent" REAL NOT NULL DEFAULT 0,
    "cacheRewriteTokens" REAL NOT NULL DEFAULT 0,
    "usd" REAL,
    "unpricedCalls" INTEGER NOT NULL DEFAULT 0,
    "hitsBlockingLimit" BOOLEAN NOT NULL DEFAULT false,
    "error" TEXT,
    CONSTRAINT "SweepResult_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "SweepResult_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Sweep_status_idx" ON "Sweep"("status");

-- CreateIndex
CREATE INDEX "Sweep_createdAt_idx" ON "Sweep"("createdAt");

-- CreateIndex
CREATE INDEX "SweepResult_sweepId_settingIndex_idx" ON "SweepResult"("sweepId", "settingIndex");

-- CreateIndex
CREATE INDEX "SweepResult_sweepId_transcriptId_idx" ON "SweepResult"("sweepId", "transcriptId");

-- CreateIndex
CREATE INDEX "SweepResult_transcriptId_idx" ON "SweepResult"("transcriptId");
