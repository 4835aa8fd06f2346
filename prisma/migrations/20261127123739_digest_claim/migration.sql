-- CreateTable
CREATE TABLE "DigestClaim" (
    "operatorId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "claimedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("operatorId", "day")
);

-- CreateIndex
CREATE INDEX "DigestClaim_claimedAt_idx" ON "DigestClaim"("claimedAt");

