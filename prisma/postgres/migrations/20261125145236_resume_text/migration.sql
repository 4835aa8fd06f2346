-- AlterTable
ALTER TABLE "CareerApplication" ADD COLUMN     "resumeReadAt" TIMESTAMP(3),
ADD COLUMN     "resumeText" TEXT;

