-- AlterTable
ALTER TABLE "SweepResult" ADD COLUMN     "aftermath" TEXT;
