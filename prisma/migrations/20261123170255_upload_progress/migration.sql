-- CreateTable
CREATE TABLE "UploadProgress" (
    "uploadId" TEXT NOT NULL PRIMARY KEY,
    "bytesReceived" REAL NOT NULL DEFAULT 0,
    "records" INTEGER NOT NULL DEFAULT 0,
    "files" INTEGER NOT NULL DEFAULT 0,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "UploadProgress_finishedAt_idx" ON "UploadProgress"("finishedAt");

-- CreateIndex
CREATE INDEX "UploadProgress_updatedAt_idx" ON "UploadProgress"("updatedAt");
