-- CreateTable
CREATE TABLE "BlogAuthorClaim" (
    "slug" TEXT NOT NULL,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BlogAuthorClaim_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "BlogAuthorClaim_userId_idx" ON "BlogAuthorClaim"("userId");

-- AddForeignKey
ALTER TABLE "BlogAuthorClaim" ADD CONSTRAINT "BlogAuthorClaim_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

