-- The resume search index (lib/core/db/dialect.ts RESUME_SEARCH_INDEX), which the Prisma schema
-- cannot describe: an FTS5 table of CareerApplication's resume text, kept in step by triggers.
-- A later migration that redefines CareerApplication drops these triggers with the old table and
-- must create them again (test/resume-search.test.ts fails otherwise).
CREATE VIRTUAL TABLE "CareerApplicationSearch" USING fts5("id" UNINDEXED, "resumeText", tokenize = 'unicode61 remove_diacritics 2');
INSERT INTO "CareerApplicationSearch" ("id", "resumeText") SELECT "id", "resumeText" FROM "CareerApplication" WHERE "resumeText" IS NOT NULL;
CREATE TRIGGER "CareerApplicationSearch_insert" AFTER INSERT ON "CareerApplication" WHEN NEW."resumeText" IS NOT NULL BEGIN
  INSERT INTO "CareerApplicationSearch" ("id", "resumeText") VALUES (NEW."id", NEW."resumeText");
END;
CREATE TRIGGER "CareerApplicationSearch_update" AFTER UPDATE OF "resumeText" ON "CareerApplication" BEGIN
  DELETE FROM "CareerApplicationSearch" WHERE "id" = OLD."id";
  INSERT INTO "CareerApplicationSearch" ("id", "resumeText") SELECT NEW."id", NEW."resumeText" WHERE NEW."resumeText" IS NOT NULL;
END;
CREATE TRIGGER "CareerApplicationSearch_delete" AFTER DELETE ON "CareerApplication" BEGIN
  DELETE FROM "CareerApplicationSearch" WHERE "id" = OLD."id";
END;
