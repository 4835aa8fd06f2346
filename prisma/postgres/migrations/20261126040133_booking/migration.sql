-- CreateTable
CREATE TABLE "BookingAvailability" (
    "id" TEXT NOT NULL,
    "operatorId" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "weekly" TEXT NOT NULL,
    "meetingMinutes" INTEGER NOT NULL DEFAULT 30,
    "bufferMinutes" INTEGER NOT NULL DEFAULT 15,
    "horizonDays" INTEGER NOT NULL DEFAULT 21,
    "minNoticeMinutes" INTEGER NOT NULL DEFAULT 240,
    "blockedDates" TEXT NOT NULL DEFAULT '[]',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BookingAvailability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" TEXT NOT NULL,
    "operatorId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "activeStart" TIMESTAMP(3),
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "company" TEXT,
    "topic" TEXT NOT NULL,
    "visitorTimeZone" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'booked',
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "enquiryKind" TEXT,
    "enquiryId" TEXT,
    "consentIp" TEXT,
    "reminderQueuedAt" TIMESTAMP(3),
    "cancelledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BookingAvailability_operatorId_key" ON "BookingAvailability"("operatorId");

-- CreateIndex
CREATE INDEX "Booking_startsAt_idx" ON "Booking"("startsAt");

-- CreateIndex
CREATE INDEX "Booking_email_idx" ON "Booking"("email");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_operatorId_activeStart_key" ON "Booking"("operatorId", "activeStart");

-- AddForeignKey
ALTER TABLE "BookingAvailability" ADD CONSTRAINT "BookingAvailability_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_operatorId_fkey" FOREIGN KEY ("operatorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

