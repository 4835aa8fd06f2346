-- CreateTable
CREATE TABLE "BlogAuthorClaim" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BlogAuthorClaim_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "BlogAuthorClaim_userId_idx" ON "BlogAuthorClaim"("userId");

