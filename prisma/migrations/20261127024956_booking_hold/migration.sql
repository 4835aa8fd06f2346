-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "holdExpiresAt" DATETIME;

