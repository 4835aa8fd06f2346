-- CreateTable
CREATE TABLE "CaseStudy" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "clientName" TEXT NOT NULL,
    "anonymised" BOOLEAN NOT NULL DEFAULT false,
    "industry" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "approach" TEXT NOT NULL,
    "results" TEXT NOT NULL,
    "figures" TEXT NOT NULL DEFAULT '[]',
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "imageAlt" TEXT NOT NULL DEFAULT '',
    "quoteText" TEXT,
    "quoteName" TEXT,
    "quoteRole" TEXT,
    "quoteEmail" TEXT,
    "quoteConsentAt" TIMESTAMP(3),
    "status" TEXT NOT NULL DEFAULT 'draft',
    "position" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CaseStudy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientLogo" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "websiteUrl" TEXT NOT NULL DEFAULT '',
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "position" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ClientLogo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TeamMember" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "bio" TEXT NOT NULL,
    "profileUrl" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL,
    "consentAt" TIMESTAMP(3) NOT NULL,
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "position" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TeamMember_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CaseStudy_slug_key" ON "CaseStudy"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "CaseStudy_imageKey_key" ON "CaseStudy"("imageKey");

-- CreateIndex
CREATE INDEX "CaseStudy_status_position_idx" ON "CaseStudy"("status", "position");

-- CreateIndex
CREATE INDEX "CaseStudy_quoteEmail_idx" ON "CaseStudy"("quoteEmail");

-- CreateIndex
CREATE UNIQUE INDEX "ClientLogo_imageKey_key" ON "ClientLogo"("imageKey");

-- CreateIndex
CREATE INDEX "ClientLogo_status_position_idx" ON "ClientLogo"("status", "position");

-- CreateIndex
CREATE UNIQUE INDEX "TeamMember_imageKey_key" ON "TeamMember"("imageKey");

-- CreateIndex
CREATE INDEX "TeamMember_status_position_idx" ON "TeamMember"("status", "position");

-- CreateIndex
CREATE INDEX "TeamMember_email_idx" ON "TeamMember"("email");

