-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Transcript" (
    "id" TEXT NOT NULL,
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
    "costUsd" DOUBLE PRECISION,
    "unpricedCalls" INTEGER NOT NULL DEFAULT 0,
    "pricingKey" TEXT,
    "searchText" TEXT NOT NULL DEFAULT '',
    "isSubagent" BOOLEAN NOT NULL DEFAULT false,
    "parentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Transcript_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RawChunk" (
    "transcriptId" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "firstLine" INTEGER NOT NULL DEFAULT 0,
    "lastLine" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RawChunk_pkey" PRIMARY KEY ("transcriptId","seq")
);

-- CreateTable
CREATE TABLE "ModelBlob" (
    "transcriptId" TEXT NOT NULL,
    "parserVersion" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "ModelBlob_pkey" PRIMARY KEY ("transcriptId")
);

-- CreateTable
CREATE TABLE "ReplayCache" (
    "transcriptId" TEXT NOT NULL,
    "configKey" TEXT NOT NULL,
    "data" BYTEA NOT NULL,
    "bytes" INTEGER NOT NULL DEFAULT 0,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReplayCache_pkey" PRIMARY KEY ("transcriptId","configKey")
);

-- CreateTable
CREATE TABLE "PromptTemplate" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "readOnly" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromptTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PromptTemplateVersion" (
    "templateId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "prompt" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PromptTemplateVersion_pkey" PRIMARY KEY ("templateId","version")
);

-- CreateTable
CREATE TABLE "SummaryVariant" (
    "id" TEXT NOT NULL,
    "transcriptId" TEXT NOT NULL,
    "point" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "templateId" TEXT,
    "templateVersion" INTEGER,
    "customInstructions" TEXT,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "failureCode" TEXT,
    "failureMessage" TEXT,
    "text" TEXT NOT NULL DEFAULT '',
    "inputTokens" INTEGER,
    "outputTokens" INTEGER,
    "latencyMs" INTEGER,
    "costUsd" DOUBLE PRECISION,
    "metrics" TEXT,
    "probes" TEXT,
    "request" TEXT NOT NULL DEFAULT 'null',
    "batchId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "SummaryVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SummaryBatch" (
    "id" TEXT NOT NULL,
    "transcriptId" TEXT NOT NULL,
    "points" TEXT NOT NULL,
    "variants" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "SummaryBatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Sweep" (
    "id" TEXT NOT NULL,
    "transcriptIds" TEXT NOT NULL,
    "profile" TEXT NOT NULL DEFAULT 'auto',
    "grid" TEXT NOT NULL,
    "settings" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "error" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Sweep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SweepResult" (
    "id" TEXT NOT NULL,
    "sweepId" TEXT NOT NULL,
    "transcriptId" TEXT NOT NULL,
    "settingIndex" INTEGER,
    "compactionsAuto" INTEGER NOT NULL DEFAULT 0,
    "compactionsManual" INTEGER NOT NULL DEFAULT 0,
    "callsBetween" TEXT NOT NULL DEFAULT '[]',
    "tokensSent" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "cacheRewriteTokens" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "usd" DOUBLE PRECISION,
    "unpricedCalls" INTEGER NOT NULL DEFAULT 0,
    "hitsBlockingLimit" BOOLEAN NOT NULL DEFAULT false,
    "error" TEXT,

    CONSTRAINT "SweepResult_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Transcript_sha256_key" ON "Transcript"("sha256");

-- CreateIndex
CREATE INDEX "Transcript_status_createdAt_idx" ON "Transcript"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Transcript_pricingKey_idx" ON "Transcript"("pricingKey");

-- CreateIndex
CREATE INDEX "RawChunk_transcriptId_lastLine_firstLine_seq_idx" ON "RawChunk"("transcriptId", "lastLine", "firstLine", "seq");

-- CreateIndex
CREATE INDEX "ReplayCache_isDefault_lastUsedAt_idx" ON "ReplayCache"("isDefault", "lastUsedAt");

-- CreateIndex
CREATE INDEX "SummaryVariant_transcriptId_point_createdAt_idx" ON "SummaryVariant"("transcriptId", "point", "createdAt");

-- CreateIndex
CREATE INDEX "SummaryVariant_status_idx" ON "SummaryVariant"("status");

-- CreateIndex
CREATE INDEX "SummaryVariant_batchId_idx" ON "SummaryVariant"("batchId");

-- CreateIndex
CREATE INDEX "SummaryBatch_status_idx" ON "SummaryBatch"("status");

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

-- AddForeignKey
ALTER TABLE "Transcript" ADD CONSTRAINT "Transcript_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Transcript"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RawChunk" ADD CONSTRAINT "RawChunk_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ModelBlob" ADD CONSTRAINT "ModelBlob_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReplayCache" ADD CONSTRAINT "ReplayCache_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromptTemplateVersion" ADD CONSTRAINT "PromptTemplateVersion_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "PromptTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SummaryVariant" ADD CONSTRAINT "SummaryVariant_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SummaryVariant" ADD CONSTRAINT "SummaryVariant_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "SummaryBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SummaryBatch" ADD CONSTRAINT "SummaryBatch_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SweepResult" ADD CONSTRAINT "SweepResult_sweepId_fkey" FOREIGN KEY ("sweepId") REFERENCES "Sweep"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SweepResult" ADD CONSTRAINT "SweepResult_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;
