-- CreateTable
CREATE TABLE "UpkeepRun" (
    "id" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),
    "instance" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "removed" TEXT NOT NULL DEFAULT '{}',
    "error" TEXT,

    CONSTRAINT "UpkeepRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UpkeepLease" (
    "name" TEXT NOT NULL,
    "holder" TEXT,
    "leaseUntil" TIMESTAMP(3) NOT NULL,
    "lastStartedAt" TIMESTAMP(3),

    CONSTRAINT "UpkeepLease_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "UpkeepRun_startedAt_idx" ON "UpkeepRun"("startedAt");

