-- AlterTable
ALTER TABLE "ModelBlob" ADD COLUMN     "callsGzip" BYTEA,
ADD COLUMN     "callsPricingKey" TEXT;
