-- DropIndex
DROP INDEX "Campaign_status_idx";

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN "link" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "scheduledAt" DATETIME;

-- CreateIndex
CREATE INDEX "Campaign_status_scheduledAt_idx" ON "Campaign"("status", "scheduledAt");

