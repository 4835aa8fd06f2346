-- CreateTable
CREATE TABLE "BlogAuthor" (
    "slug" TEXT NOT NULL,
    "bio" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BlogAuthor_pkey" PRIMARY KEY ("slug")
);

