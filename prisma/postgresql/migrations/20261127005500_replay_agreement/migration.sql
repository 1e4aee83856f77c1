-- AlterTable
ALTER TABLE "Transcript" ADD COLUMN     "agreementComplete" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "agreementEngine" INTEGER,
ADD COLUMN     "agreementExtra" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "agreementRecorded" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "agreementReproduced" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fittedComplete" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "fittedSettings" TEXT;
