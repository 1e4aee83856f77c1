-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN     "harness" TEXT NOT NULL DEFAULT 'claude-code';
