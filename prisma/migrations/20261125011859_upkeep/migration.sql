-- CreateTable
CREATE TABLE "UpkeepRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "instance" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "removed" TEXT NOT NULL DEFAULT '{}',
    "error" TEXT
);

-- CreateTable
CREATE TABLE "UpkeepLease" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "holder" TEXT,
    "leaseUntil" DATETIME NOT NULL,
    "lastStartedAt" DATETIME
);

-- CreateIndex
CREATE INDEX "UpkeepRun_startedAt_idx" ON "UpkeepRun"("startedAt");

