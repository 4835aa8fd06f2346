-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "interests" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "audience" TEXT;

