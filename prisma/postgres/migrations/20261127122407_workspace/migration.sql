-- CreateTable
CREATE TABLE "PipelineStage" (
    "id" TEXT NOT NULL,
    "pipeline" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "phase" TEXT NOT NULL,
    "outcome" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PipelineStage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkItem" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "recordId" TEXT NOT NULL,
    "pipeline" TEXT NOT NULL,
    "stageId" TEXT NOT NULL,
    "ownerId" TEXT,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "title" TEXT,
    "jobId" TEXT,
    "reason" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "dueAt" TIMESTAMP(3),
    "answeredAt" TIMESTAMP(3),
    "movedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkEvent" (
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "type" TEXT NOT NULL,
    "actorId" TEXT,
    "actorName" TEXT,
    "detail" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "WorkEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WorkNote" (
    "id" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WorkNote_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CloseReason" (
    "id" TEXT NOT NULL,
    "pipeline" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "CloseReason_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssignmentRule" (
    "kind" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'none',
    "operatorIds" TEXT NOT NULL DEFAULT '[]',
    "turn" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AssignmentRule_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "Holiday" (
    "day" TEXT NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "Holiday_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "PipelineStage_pipeline_position_idx" ON "PipelineStage"("pipeline", "position");

-- CreateIndex
CREATE INDEX "WorkItem_pipeline_stageId_receivedAt_idx" ON "WorkItem"("pipeline", "stageId", "receivedAt");

-- CreateIndex
CREATE INDEX "WorkItem_pipeline_receivedAt_idx" ON "WorkItem"("pipeline", "receivedAt");

-- CreateIndex
CREATE INDEX "WorkItem_ownerId_answeredAt_dueAt_idx" ON "WorkItem"("ownerId", "answeredAt", "dueAt");

-- CreateIndex
CREATE INDEX "WorkItem_answeredAt_dueAt_idx" ON "WorkItem"("answeredAt", "dueAt");

-- CreateIndex
CREATE INDEX "WorkItem_email_idx" ON "WorkItem"("email");

-- CreateIndex
CREATE UNIQUE INDEX "WorkItem_kind_recordId_key" ON "WorkItem"("kind", "recordId");

-- CreateIndex
CREATE INDEX "WorkEvent_itemId_at_idx" ON "WorkEvent"("itemId", "at");

-- CreateIndex
CREATE INDEX "WorkNote_itemId_createdAt_idx" ON "WorkNote"("itemId", "createdAt");

-- CreateIndex
CREATE INDEX "CloseReason_pipeline_position_idx" ON "CloseReason"("pipeline", "position");

-- AddForeignKey
ALTER TABLE "WorkItem" ADD CONSTRAINT "WorkItem_stageId_fkey" FOREIGN KEY ("stageId") REFERENCES "PipelineStage"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkItem" ADD CONSTRAINT "WorkItem_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkEvent" ADD CONSTRAINT "WorkEvent_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "WorkItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WorkNote" ADD CONSTRAINT "WorkNote_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "WorkItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The seeded pipelines (operators rename, reorder and add stages in the operator area).
INSERT INTO "PipelineStage" ("id", "pipeline", "name", "position", "phase", "outcome", "createdAt") VALUES
  ('applications:new', 'applications', 'New', 0, 'new', NULL, CURRENT_TIMESTAMP),
  ('applications:screening', 'applications', 'Screening', 1, 'contacted', NULL, CURRENT_TIMESTAMP),
  ('applications:interview', 'applications', 'Interview', 2, 'in_progress', NULL, CURRENT_TIMESTAMP),
  ('applications:offer', 'applications', 'Offer', 3, 'in_progress', NULL, CURRENT_TIMESTAMP),
  ('applications:hired', 'applications', 'Hired', 4, 'closed', 'hired', CURRENT_TIMESTAMP),
  ('applications:rejected', 'applications', 'Rejected', 5, 'closed', 'rejected', CURRENT_TIMESTAMP),
  ('applications:withdrawn', 'applications', 'Withdrawn', 6, 'withdrawn', 'withdrawn', CURRENT_TIMESTAMP),
  ('leads:new', 'leads', 'New', 0, 'new', NULL, CURRENT_TIMESTAMP),
  ('leads:qualified', 'leads', 'Qualified', 1, 'contacted', NULL, CURRENT_TIMESTAMP),
  ('leads:proposal', 'leads', 'Proposal', 2, 'in_progress', NULL, CURRENT_TIMESTAMP),
  ('leads:won', 'leads', 'Won', 3, 'closed', 'won', CURRENT_TIMESTAMP),
  ('leads:lost', 'leads', 'Lost', 4, 'closed', 'lost', CURRENT_TIMESTAMP);

INSERT INTO "CloseReason" ("id", "pipeline", "label", "position") VALUES
  ('applications:reason-1', 'applications', 'Skills do not match the role', 0),
  ('applications:reason-2', 'applications', 'Not enough experience', 1),
  ('applications:reason-3', 'applications', 'Position filled', 2),
  ('applications:reason-4', 'applications', 'Salary expectations too far apart', 3),
  ('applications:reason-5', 'applications', 'No reply from the candidate', 4),
  ('leads:reason-1', 'leads', 'No budget', 0),
  ('leads:reason-2', 'leads', 'Timing does not suit', 1),
  ('leads:reason-3', 'leads', 'Chose another provider', 2),
  ('leads:reason-4', 'leads', 'No reply from the contact', 3),
  ('leads:reason-5', 'leads', 'Not a fit for our services', 4);

-- One work item for every record already received. The four-value status maps onto the nearest
-- stage; a record past "new" counts as answered when it was received (its answer time is unknown).
INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "name", "email", "title", "jobId", "receivedAt", "answeredAt", "movedAt")
SELECT 'career:' || c."id", 'career', c."id", 'applications',
  CASE c."status" WHEN 'new' THEN 'applications:new' WHEN 'withdrawn' THEN 'applications:withdrawn'
    WHEN 'closed' THEN 'applications:rejected' ELSE 'applications:screening' END,
  TRIM(c."firstName" || ' ' || c."lastName"), LOWER(c."emailAddress"),
  COALESCE((SELECT j."title" FROM "Job" j WHERE j."id" = c."jobId"), c."position"), c."jobId", c."createdAt",
  CASE c."status" WHEN 'new' THEN NULL ELSE c."createdAt" END, c."createdAt"
FROM "CareerApplication" c;

INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "name", "email", "title", "receivedAt", "answeredAt", "movedAt")
SELECT 'business:' || b."id", 'business', b."id", 'leads',
  CASE b."status" WHEN 'new' THEN 'leads:new' WHEN 'withdrawn' THEN 'leads:lost' WHEN 'closed' THEN 'leads:lost' ELSE 'leads:qualified' END,
  TRIM(b."firstName" || ' ' || b."lastName"), LOWER(b."emailAddress"), b."company", b."createdAt",
  CASE b."status" WHEN 'new' THEN NULL ELSE b."createdAt" END, b."createdAt"
FROM "BusinessEnquiry" b;

INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "name", "email", "title", "receivedAt", "answeredAt", "movedAt")
SELECT 'partnership:' || p."id", 'partnership', p."id", 'leads',
  CASE p."status" WHEN 'new' THEN 'leads:new' WHEN 'withdrawn' THEN 'leads:lost' WHEN 'closed' THEN 'leads:lost' ELSE 'leads:qualified' END,
  TRIM(p."firstName" || ' ' || p."lastName"), LOWER(p."email"), p."company", p."createdAt",
  CASE p."status" WHEN 'new' THEN NULL ELSE p."createdAt" END, p."createdAt"
FROM "PartnershipEnquiry" p;

INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "name", "email", "title", "receivedAt", "answeredAt", "movedAt")
SELECT 'contact:' || m."id", 'contact', m."id", 'leads',
  CASE m."status" WHEN 'new' THEN 'leads:new' WHEN 'closed' THEN 'leads:lost' ELSE 'leads:qualified' END,
  m."name", LOWER(m."email"), NULL, m."createdAt",
  CASE m."status" WHEN 'new' THEN NULL ELSE m."createdAt" END, m."createdAt"
FROM "ContactMessage" m;

INSERT INTO "WorkItem" ("id", "kind", "recordId", "pipeline", "stageId", "name", "email", "title", "receivedAt", "movedAt")
SELECT 'booking:' || k."id", 'booking', k."id", 'leads', 'leads:new', k."name", LOWER(k."email"),
  COALESCE(k."company", k."topic"), k."createdAt", k."createdAt"
FROM "Booking" k WHERE k."status" = 'booked';
