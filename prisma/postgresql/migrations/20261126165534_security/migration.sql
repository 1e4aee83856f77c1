-- AlterTable
ALTER TABLE "UploadProgress" ADD COLUMN     "failure" TEXT,
ADD COLUMN     "workspaceId" TEXT NOT NULL DEFAULT 'default';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "sessionsValidFrom" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "SignInFailure" (
    "key" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInFailure_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SignInFailure_updatedAt_idx" ON "SignInFailure"("updatedAt");
