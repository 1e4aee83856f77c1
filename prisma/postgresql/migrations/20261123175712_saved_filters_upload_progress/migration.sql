-- AlterTable
ALTER TABLE "Sweep" ADD COLUMN     "filterName" TEXT;

-- CreateTable
CREATE TABLE "SavedFilter" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "filter" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SavedFilter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UploadProgress" (
    "uploadId" TEXT NOT NULL,
    "bytesReceived" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "records" INTEGER NOT NULL DEFAULT 0,
    "files" INTEGER NOT NULL DEFAULT 0,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "UploadProgress_pkey" PRIMARY KEY ("uploadId")
);

-- CreateIndex
CREATE UNIQUE INDEX "SavedFilter_name_key" ON "SavedFilter"("name");

-- CreateIndex
CREATE INDEX "UploadProgress_finishedAt_idx" ON "UploadProgress"("finishedAt");

-- CreateIndex
CREATE INDEX "UploadProgress_updatedAt_idx" ON "UploadProgress"("updatedAt");
