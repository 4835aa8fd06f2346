-- CreateTable
CREATE TABLE "ErasureRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "erasedBy" TEXT NOT NULL,
    "rows" TEXT NOT NULL,
    "files" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "ErasureRecord_createdAt_idx" ON "ErasureRecord"("createdAt");

