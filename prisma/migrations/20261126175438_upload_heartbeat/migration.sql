-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN "heartbeatAt" DATETIME;
