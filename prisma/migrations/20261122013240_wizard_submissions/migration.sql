-- CreateTable
CREATE TABLE "CareerApplication" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "emailAddress" TEXT NOT NULL,
    "visit" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "experience" REAL NOT NULL,
    "relevantExperience" REAL NOT NULL,
    "currentCompany" TEXT NOT NULL,
    "noticePeriod" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "about" TEXT NOT NULL,
    "consentAt" DATETIME NOT NULL,
    "consentIp" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "note" TEXT,
    "resumeKey" TEXT,
    "resumeName" TEXT,
    "resumeType" TEXT,
    "resumeSize" INTEGER,
    "resumeSha256" TEXT,
    "resumeUploadedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "BusinessEnquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "emailAddress" TEXT NOT NULL,
    "about" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "timeline" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "about2" TEXT NOT NULL,
    "consentAt" DATETIME NOT NULL,
    "consentIp" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "note" TEXT,
    "resumeKey" TEXT,
    "resumeName" TEXT,
    "resumeType" TEXT,
    "resumeSize" INTEGER,
    "resumeSha256" TEXT,
    "resumeUploadedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PartnershipEnquiry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "gender" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "phoneNumber" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "visit" TEXT NOT NULL,
    "company" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "partnershipType" TEXT NOT NULL,
    "POCemail" TEXT NOT NULL,
    "currentWork" TEXT NOT NULL,
    "organization" TEXT,
    "position" TEXT,
    "reason" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "about" TEXT NOT NULL,
    "consentAt" DATETIME NOT NULL,
    "consentIp" TEXT,
    "status" TEXT NOT NULL DEFAULT 'new',
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Feedback" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "appliedBefore" INTEGER,
    "gotCall" INTEGER,
    "selected" INTEGER,
    "experience" TEXT,
    "suggestions" TEXT,
    "submissionKind" TEXT,
    "submissionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "CareerApplication_resumeKey_key" ON "CareerApplication"("resumeKey");

-- CreateIndex
CREATE INDEX "CareerApplication_createdAt_idx" ON "CareerApplication"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessEnquiry_resumeKey_key" ON "BusinessEnquiry"("resumeKey");

-- CreateIndex
CREATE INDEX "BusinessEnquiry_createdAt_idx" ON "BusinessEnquiry"("createdAt");

-- CreateIndex
CREATE INDEX "PartnershipEnquiry_createdAt_idx" ON "PartnershipEnquiry"("createdAt");

-- CreateIndex
CREATE INDEX "Feedback_submissionId_idx" ON "Feedback"("submissionId");

