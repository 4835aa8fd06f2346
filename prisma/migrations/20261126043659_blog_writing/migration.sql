-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_BlogPost" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "area" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "keywords" TEXT NOT NULL DEFAULT '',
    "popular" BOOLEAN NOT NULL DEFAULT false,
    "imagePath" TEXT,
    "imageKey" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "rejectReason" TEXT,
    "fullName" TEXT,
    "email" TEXT,
    "phoneNumber" TEXT,
    "socialMediaProfile" TEXT,
    "consentIp" TEXT,
    "publishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "format" TEXT NOT NULL DEFAULT 'plain',
    "userId" TEXT
);
INSERT INTO "new_BlogPost" ("area", "authorName", "body", "consentIp", "createdAt", "email", "fullName", "id", "imageHeight", "imageKey", "imagePath", "imageWidth", "keywords", "phoneNumber", "popular", "publishedAt", "rejectReason", "slug", "socialMediaProfile", "status", "title", "updatedAt") SELECT "area", "authorName", "body", "consentIp", "createdAt", "email", "fullName", "id", "imageHeight", "imageKey", "imagePath", "imageWidth", "keywords", "phoneNumber", "popular", "publishedAt", "rejectReason", "slug", "socialMediaProfile", "status", "title", "updatedAt" FROM "BlogPost";
DROP TABLE "BlogPost";
ALTER TABLE "new_BlogPost" RENAME TO "BlogPost";
CREATE UNIQUE INDEX "BlogPost_imageKey_key" ON "BlogPost"("imageKey");
CREATE INDEX "BlogPost_area_status_publishedAt_idx" ON "BlogPost"("area", "status", "publishedAt");
CREATE INDEX "BlogPost_status_createdAt_idx" ON "BlogPost"("status", "createdAt");
CREATE INDEX "BlogPost_userId_updatedAt_idx" ON "BlogPost"("userId", "updatedAt");
CREATE UNIQUE INDEX "BlogPost_area_slug_key" ON "BlogPost"("area", "slug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

