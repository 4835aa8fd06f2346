-- DropIndex
DROP INDEX "OneTimeCode_email_purpose_key";

-- AlterTable
ALTER TABLE "OneTimeCode" ADD COLUMN "name" TEXT;
ALTER TABLE "OneTimeCode" ADD COLUMN "passwordHash" TEXT;

-- CreateTable
CREATE TABLE "CodeGuard" (
    "email" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "windowStart" DATETIME NOT NULL,

    PRIMARY KEY ("email", "purpose")
);

-- CreateIndex
CREATE INDEX "OneTimeCode_email_purpose_idx" ON "OneTimeCode"("email", "purpose");

