-- AlterTable
ALTER TABLE "BlogPost" ADD COLUMN     "format" TEXT NOT NULL DEFAULT 'plain',
ADD COLUMN     "userId" TEXT;

-- CreateIndex
CREATE INDEX "BlogPost_userId_updatedAt_idx" ON "BlogPost"("userId", "updatedAt");

