-- AlterTable
ALTER TABLE "User" ADD COLUMN "sessionsValidFrom" DATETIME;

-- CreateTable
CREATE TABLE "SignInFailure" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStart" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_UploadProgress" (
    "uploadId" TEXT NOT NULL PRIMARY KEY,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    "bytesReceived" REAL NOT NULL DEFAULT 0,
    "records" INTEGER NOT NULL DEFAULT 0,
    "files" INTEGER NOT NULL DEFAULT 0,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "failure" TEXT,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);
INSERT INTO "new_UploadProgress" ("bytesReceived", "done", "files", "finishedAt", "records", "updatedAt", "uploadId") SELECT "bytesReceived", "done", "files", "finishedAt", "records", "updatedAt", "uploadId" FROM "UploadProgress";
DROP TABLE "UploadProgress";
ALTER TABLE "new_UploadProgress" RENAME TO "UploadProgress";
CREATE INDEX "UploadProgress_finishedAt_idx" ON "UploadProgress"("finishedAt");
CREATE INDEX "UploadProgress_updatedAt_idx" ON "UploadProgress"("updatedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SignInFailure_updatedAt_idx" ON "SignInFailure"("updatedAt");
