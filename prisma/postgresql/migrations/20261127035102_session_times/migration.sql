-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN     "endedAt" TIMESTAMP(3),
ADD COLUMN     "lastActivityAt" TIMESTAMP(3),
ADD COLUMN     "startedAt" TIMESTAMP(3),
ADD COLUMN     "timesComputed" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Transcript_timesComputed_idx" ON "Transcript"("timesComputed");

-- CreateIndex
CREATE INDEX "Transcript_status_startedAt_idx" ON "Transcript"("status", "startedAt");

-- CreateIndex
CREATE INDEX "Transcript_status_lastActivityAt_idx" ON "Transcript"("status", "lastActivityAt");
