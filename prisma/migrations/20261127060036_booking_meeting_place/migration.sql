-- AlterTable
ALTER TABLE "BookingAvailability" ADD COLUMN "meetingPlace" TEXT;

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "visitorLocale" TEXT;

