-- CreateTable
CREATE TABLE "LiveFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    "path" TEXT NOT NULL,
    "transcriptId" TEXT,
    "offset" INTEGER NOT NULL DEFAULT 0,
    "headHash" TEXT NOT NULL DEFAULT '',
    "tailHash" TEXT NOT NULL DEFAULT '',
    "reason" TEXT,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "LiveFile_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LiveFile_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable: columns added in place, so the blobs are not copied into a new table.
ALTER TABLE "ModelBlob" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ModelBlob" ADD COLUMN "restOffset" INTEGER;

-- CreateIndex
CREATE INDEX "LiveFile_transcriptId_idx" ON "LiveFile"("transcriptId");

-- CreateIndex
CREATE UNIQUE INDEX "LiveFile_workspaceId_path_key" ON "LiveFile"("workspaceId", "path");
