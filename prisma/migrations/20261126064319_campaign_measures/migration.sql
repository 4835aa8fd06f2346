-- CreateTable
CREATE TABLE "CampaignLink" (
    "campaignId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("campaignId", "position"),
    CONSTRAINT "CampaignLink_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- AlterTable (written by hand: the generated table rebuild predates the scheduling columns of
-- 20261126064143_campaign_schedule, which it would have dropped)
ALTER TABLE "Campaign" ADD COLUMN "unsubscribes" INTEGER NOT NULL DEFAULT 0;
