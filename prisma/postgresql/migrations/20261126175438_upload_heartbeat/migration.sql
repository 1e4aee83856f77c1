-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN     "heartbeatAt" TIMESTAMP(3);
