-- CreateTable
CREATE TABLE "DigestClaim" (
    "operatorId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DigestClaim_pkey" PRIMARY KEY ("operatorId","day")
);

-- CreateIndex
CREATE INDEX "DigestClaim_claimedAt_idx" ON "DigestClaim"("claimedAt");

