-- DropIndex
DROP INDEX "CareerApplication_jobId_idx";

-- CreateTable
CREATE TABLE "RepeatApplication" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "applicationId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "RepeatApplication_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "CareerApplication" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "RepeatApplication_applicationId_idx" ON "RepeatApplication"("applicationId");

-- CreateIndex
CREATE INDEX "RepeatApplication_createdAt_idx" ON "RepeatApplication"("createdAt");

-- CreateIndex
CREATE INDEX "CareerApplication_jobId_emailAddress_idx" ON "CareerApplication"("jobId", "emailAddress");

