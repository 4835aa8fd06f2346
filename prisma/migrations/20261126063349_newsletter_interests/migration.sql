-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN "audience" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Subscriber" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "consentAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "consentIp" TEXT,
    "confirmedAt" DATETIME,
    "unsubscribedAt" DATETIME,
    "interests" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Subscriber" ("confirmedAt", "consentAt", "consentIp", "createdAt", "email", "id", "status", "unsubscribedAt", "updatedAt") SELECT "confirmedAt", "consentAt", "consentIp", "createdAt", "email", "id", "status", "unsubscribedAt", "updatedAt" FROM "Subscriber";
DROP TABLE "Subscriber";
ALTER TABLE "new_Subscriber" RENAME TO "Subscriber";
CREATE UNIQUE INDEX "Subscriber_email_key" ON "Subscriber"("email");
CREATE INDEX "Subscriber_status_idx" ON "Subscriber"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

