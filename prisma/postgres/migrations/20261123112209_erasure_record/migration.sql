-- CreateTable
CREATE TABLE "ErasureRecord" (
    "id" TEXT NOT NULL,
    "erasedBy" TEXT NOT NULL,
    "rows" TEXT NOT NULL,
    "files" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ErasureRecord_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ErasureRecord_createdAt_idx" ON "ErasureRecord"("createdAt");

