-- CreateTable
CREATE TABLE "JobAlert" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "q" TEXT NOT NULL DEFAULT '',
    "area" TEXT NOT NULL DEFAULT '',
    "location" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT '',
    "cadence" TEXT NOT NULL DEFAULT 'instant',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "consentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "consentIp" TEXT,
    "confirmedAt" TIMESTAMP(3),
    "lastDigestAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobAlert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobAlertMatch" (
    "id" TEXT NOT NULL,
    "alertId" TEXT NOT NULL,
    "jobId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "mailedAt" TIMESTAMP(3),

    CONSTRAINT "JobAlertMatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobAlert_email_idx" ON "JobAlert"("email");

-- CreateIndex
CREATE INDEX "JobAlert_status_cadence_idx" ON "JobAlert"("status", "cadence");

-- CreateIndex
CREATE INDEX "JobAlertMatch_jobId_idx" ON "JobAlertMatch"("jobId");

-- CreateIndex
CREATE INDEX "JobAlertMatch_mailedAt_idx" ON "JobAlertMatch"("mailedAt");

-- CreateIndex
CREATE UNIQUE INDEX "JobAlertMatch_alertId_jobId_key" ON "JobAlertMatch"("alertId", "jobId");

-- AddForeignKey
ALTER TABLE "JobAlertMatch" ADD CONSTRAINT "JobAlertMatch_alertId_fkey" FOREIGN KEY ("alertId") REFERENCES "JobAlert"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobAlertMatch" ADD CONSTRAINT "JobAlertMatch_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

