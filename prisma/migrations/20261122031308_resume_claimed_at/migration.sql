-- AlterTable
ALTER TABLE "CareerApplication" ADD COLUMN "resumeClaimedAt" DATETIME;

-- AlterTable
ALTER TABLE "BusinessEnquiry" ADD COLUMN "resumeClaimedAt" DATETIME;

