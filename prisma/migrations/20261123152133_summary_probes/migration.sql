-- AlterTable
ALTER TABLE "SummaryVariant" ADD COLUMN "probes" TEXT;
