-- AlterTable
ALTER TABLE "Booking" ADD COLUMN "inviteId" TEXT;

-- AlterTable
ALTER TABLE "WorkItem" ADD COLUMN "notFitSentAt" DATETIME;

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemId" TEXT,
    "direction" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "outboxId" TEXT,
    "fromAddress" TEXT NOT NULL,
    "fromName" TEXT,
    "toAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "messageId" TEXT NOT NULL,
    "inReplyTo" TEXT,
    "templateId" TEXT,
    "actorId" TEXT,
    "actorName" TEXT,
    "unmatchedReason" TEXT,
    "authResults" TEXT,
    "authFailed" BOOLEAN NOT NULL DEFAULT false,
    "via" TEXT,
    "rawKey" TEXT,
    "rawSize" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Message_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "WorkItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessageAttachment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "messageId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "MessageAttachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "MessageTemplate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "purpose" TEXT,
    "position" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "InterviewInvite" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "itemId" TEXT NOT NULL,
    "operatorId" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "place" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "bookingId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    CONSTRAINT "InterviewInvite_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "WorkItem" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Message_outboxId_key" ON "Message"("outboxId");

-- CreateIndex
CREATE UNIQUE INDEX "Message_messageId_key" ON "Message"("messageId");

-- CreateIndex
CREATE UNIQUE INDEX "Message_rawKey_key" ON "Message"("rawKey");

-- CreateIndex
CREATE INDEX "Message_itemId_createdAt_idx" ON "Message"("itemId", "createdAt");

-- CreateIndex
CREATE INDEX "Message_status_createdAt_idx" ON "Message"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Message_fromAddress_idx" ON "Message"("fromAddress");

-- CreateIndex
CREATE INDEX "Message_toAddress_idx" ON "Message"("toAddress");

-- CreateIndex
CREATE UNIQUE INDEX "MessageAttachment_key_key" ON "MessageAttachment"("key");

-- CreateIndex
CREATE INDEX "MessageAttachment_messageId_idx" ON "MessageAttachment"("messageId");

-- CreateIndex
CREATE INDEX "MessageTemplate_position_idx" ON "MessageTemplate"("position");

-- CreateIndex
CREATE UNIQUE INDEX "InterviewInvite_bookingId_key" ON "InterviewInvite"("bookingId");

-- CreateIndex
CREATE INDEX "InterviewInvite_itemId_createdAt_idx" ON "InterviewInvite"("itemId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Booking_inviteId_key" ON "Booking"("inviteId");


-- The seeded templates (the operators edit them in /admin/templates).
INSERT INTO "MessageTemplate" ("id", "name", "subject", "body", "purpose", "position", "updatedAt") VALUES
  ('template:acknowledge', 'Acknowledge', 'Thank you, {{first_name}}', 'Hello {{first_name}},

Thank you for getting in touch with us. We have your message and I will come back to you shortly.

Best regards,
{{owner_name}}', 'acknowledge', 0, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
  ('template:more-info', 'Ask for more information', 'A few questions, {{first_name}}', 'Hello {{first_name}},

Thank you for your interest. Before we take the next step, could you tell us a little more?

- 

Just reply to this e-mail.

Best regards,
{{owner_name}}', 'more_info', 1, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
  ('template:interview', 'Invite to interview', 'Interview for {{job_title}}', 'Hello {{first_name}},

Thank you for applying for {{job_title}}. We would like to meet you.

Please choose a time that suits you: {{booking_link}}

Best regards,
{{owner_name}}', 'interview', 2, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
  ('template:not-a-fit', 'Not a fit', 'Your application for {{job_title}}', 'Hello {{first_name}},

Thank you for your interest in {{job_title}} and for the time you gave your application. After careful review we will not take it further this time.

We wish you every success.

Best regards,
{{owner_name}}', 'not_a_fit', 3, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now')),
  ('template:offer-call', 'Offer a call', 'Shall we talk, {{first_name}}?', 'Hello {{first_name}},

Thank you for contacting us about {{company}}. A short call is often the quickest way forward: choose a time here: {{booking_link}}

Best regards,
{{owner_name}}', 'offer_call', 4, strftime('%Y-%m-%dT%H:%M:%f+00:00', 'now'));
