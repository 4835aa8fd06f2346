-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OutboxMail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "payload" TEXT NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedBy" TEXT,
    "claimedUntil" DATETIME
);
INSERT INTO "new_OutboxMail" ("attempts", "createdAt", "id", "kind", "lastError", "payload", "sentAt", "status", "to") SELECT "attempts", "createdAt", "id", "kind", "lastError", "payload", "sentAt", "status", "to" FROM "OutboxMail";
DROP TABLE "OutboxMail";
ALTER TABLE "new_OutboxMail" RENAME TO "OutboxMail";
CREATE INDEX "OutboxMail_status_nextAttemptAt_idx" ON "OutboxMail"("status", "nextAttemptAt");
CREATE INDEX "OutboxMail_status_createdAt_idx" ON "OutboxMail"("status", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

