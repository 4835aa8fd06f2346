-- AlterTable
ALTER TABLE "CareerApplication" ADD COLUMN "resumeReadAt" DATETIME;
ALTER TABLE "CareerApplication" ADD COLUMN "resumeText" TEXT;

