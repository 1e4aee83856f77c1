-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN     "agreementPeakWindow" TEXT,
ADD COLUMN     "agreementRecordsCompactions" BOOLEAN NOT NULL DEFAULT true;
