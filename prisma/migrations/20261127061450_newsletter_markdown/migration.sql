-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Campaign" (
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
    "scheduledAt" DATETIME,
    "link" TEXT,
    "total" INTEGER NOT NULL DEFAULT 0,
    "createdBy" TEXT NOT NULL,
    "audience" TEXT,
    "archivedCounts" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "unsubscribes" INTEGER NOT NULL DEFAULT 0,
    "format" TEXT NOT NULL DEFAULT 'plain'
);
INSERT INTO "new_Campaign" ("archivedCounts", "audience", "createdAt", "createdBy", "finishedAt", "id", "imageHeight", "imageKey", "imageType", "imageWidth", "link", "message", "pauseReason", "requestId", "scheduledAt", "status", "subject", "total", "unsubscribes") SELECT "archivedCounts", "audience", "createdAt", "createdBy", "finishedAt", "id", "imageHeight", "imageKey", "imageType", "imageWidth", "link", "message", "pauseReason", "requestId", "scheduledAt", "status", "subject", "total", "unsubscribes" FROM "Campaign";
DROP TABLE "Campaign";
ALTER TABLE "new_Campaign" RENAME TO "Campaign";
CREATE UNIQUE INDEX "Campaign_requestId_key" ON "Campaign"("requestId");
CREATE INDEX "Campaign_status_scheduledAt_idx" ON "Campaign"("status", "scheduledAt");
CREATE INDEX "Campaign_createdAt_idx" ON "Campaign"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

