-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CareerApplication" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "gender" TEXT,
    "location" TEXT,
    "phoneNumber" TEXT NOT NULL,
    "emailAddress" TEXT NOT NULL,
    "visit" TEXT,
    "industry" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "experience" REAL,
    "relevantExperience" REAL,
    "currentCompany" TEXT,
    "noticePeriod" TEXT,
    "purpose" TEXT,
    "about" TEXT,
    "coverNote" TEXT,
    "source" TEXT NOT NULL DEFAULT 'wizard',
    "consentAt" DATETIME NOT NULL,
    "consentIp" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "note" TEXT,
    "resumeKey" TEXT,
    "resumeName" TEXT,
    "resumeType" TEXT,
    "resumeSize" INTEGER,
    "resumeSha256" TEXT,
    "resumeClaimedAt" DATETIME,
    "resumeUploadedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "jobId" TEXT,
    CONSTRAINT "CareerApplication_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_CareerApplication" ("about", "consentAt", "consentIp", "createdAt", "currentCompany", "emailAddress", "experience", "firstName", "gender", "id", "industry", "jobId", "lastName", "location", "note", "noticePeriod", "phoneNumber", "position", "purpose", "relevantExperience", "resumeClaimedAt", "resumeKey", "resumeName", "resumeSha256", "resumeSize", "resumeType", "resumeUploadedAt", "status", "visit") SELECT "about", "consentAt", "consentIp", "createdAt", "currentCompany", "emailAddress", "experience", "firstName", "gender", "id", "industry", "jobId", "lastName", "location", "note", "noticePeriod", "phoneNumber", "position", "purpose", "relevantExperience", "resumeClaimedAt", "resumeKey", "resumeName", "resumeSha256", "resumeSize", "resumeType", "resumeUploadedAt", "status", "visit" FROM "CareerApplication";
DROP TABLE "CareerApplication";
ALTER TABLE "new_CareerApplication" RENAME TO "CareerApplication";
CREATE UNIQUE INDEX "CareerApplication_resumeKey_key" ON "CareerApplication"("resumeKey");
CREATE INDEX "CareerApplication_createdAt_idx" ON "CareerApplication"("createdAt");
CREATE INDEX "CareerApplication_jobId_idx" ON "CareerApplication"("jobId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

