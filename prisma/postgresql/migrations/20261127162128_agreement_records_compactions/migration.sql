-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN     "agreementRecordsCompactions" BOOLEAN NOT NULL DEFAULT true;
