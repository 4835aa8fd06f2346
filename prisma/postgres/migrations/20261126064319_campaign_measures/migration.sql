-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "unsubscribes" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CampaignLink" (
    "campaignId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "clicks" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CampaignLink_pkey" PRIMARY KEY ("campaignId","position")
);

-- AddForeignKey
ALTER TABLE "CampaignLink" ADD CONSTRAINT "CampaignLink_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

