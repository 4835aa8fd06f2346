-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN "note" TEXT;

-- CreateTable
CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "requestId" TEXT,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "imageKey" TEXT,
    "imageType" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'sending',
    "pauseReason" TEXT,
    "total" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT NOT NULL,
    "archivedCounts" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME
);

-- CreateTable
CREATE TABLE "Delivery" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "campaignId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "claimedBy" TEXT,
    "claimedAt" DATETIME,
    "sentAt" DATETIME,
    CONSTRAINT "Delivery_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Campaign_requestId_key" ON "Campaign"("requestId");

-- CreateIndex
CREATE INDEX "Campaign_status_idx" ON "Campaign"("status");

-- CreateIndex
CREATE INDEX "Campaign_createdAt_idx" ON "Campaign"("createdAt");

-- CreateIndex
CREATE INDEX "Delivery_campaignId_status_idx" ON "Delivery"("campaignId", "status");

-- CreateIndex
CREATE INDEX "Delivery_status_claimedAt_idx" ON "Delivery"("status", "claimedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Delivery_campaignId_email_key" ON "Delivery"("campaignId", "email");


-- CreateIndex
CREATE INDEX "Delivery_email_idx" ON "Delivery"("email");
