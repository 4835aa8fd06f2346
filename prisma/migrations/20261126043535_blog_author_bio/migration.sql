-- CreateTable
CREATE TABLE "BlogAuthor" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "bio" TEXT NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

