-- DropIndex
DROP INDEX "SweepResult_sweepId_transcriptId_idx";

-- CreateTable
CREATE TABLE "ReparseRun" (
    "id" TEXT NOT NULL,
    "transcriptIds" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "done" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "ReparseRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReparseRun_status_idx" ON "ReparseRun"("status");

-- CreateIndex
CREATE INDEX "ReparseRun_createdAt_idx" ON "ReparseRun"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "SweepResult_sweepId_transcriptId_settingIndex_key" ON "SweepResult"("sweepId", "transcriptId", "settingIndex");
