-- AlterTable
ALTER TABLE "ModelBlob" ADD COLUMN     "restOffset" INTEGER,
ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "LiveFile" (
    "id" TEXT NOT NULL,
    "workspaceId" TEXT NOT NULL DEFAULT 'default',
    "path" TEXT NOT NULL,
    "transcriptId" TEXT,
    "offset" INTEGER NOT NULL DEFAULT 0,
    "headHash" TEXT NOT NULL DEFAULT '',
    "tailHash" TEXT NOT NULL DEFAULT '',
    "reason" TEXT,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LiveFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LiveFile_transcriptId_idx" ON "LiveFile"("transcriptId");

-- CreateIndex
CREATE UNIQUE INDEX "LiveFile_workspaceId_path_key" ON "LiveFile"("workspaceId", "path");

-- AddForeignKey
ALTER TABLE "LiveFile" ADD CONSTRAINT "LiveFile_workspaceId_fkey" FOREIGN KEY ("workspaceId") REFERENCES "Workspace"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LiveFile" ADD CONSTRAINT "LiveFile_transcriptId_fkey" FOREIGN KEY ("transcriptId") REFERENCES "Transcript"("id") ON DELETE CASCADE ON UPDATE CASCADE;
