-- DropIndex
DROP INDEX "Campaign_status_idx";

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "link" TEXT,
ADD COLUMN     "scheduledAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Campaign_status_scheduledAt_idx" ON "Campaign"("status", "scheduledAt");

