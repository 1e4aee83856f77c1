-- AlterTable
ALTER TABLE "ModelBlob" ADD COLUMN "callsGzip" BLOB;
ALTER TABLE "ModelBlob" ADD COLUMN "callsPricingKey" TEXT;
