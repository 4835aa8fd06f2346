-- AlterTable
ALTER TABLE "Campaign" ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'plain';

