-- The resume search index (lib/core/db/dialect.ts RESUME_SEARCH_INDEX), which the Prisma schema
-- cannot describe: a GIN index over the resume text's tsvector ('simple': no language's stemming,
-- resumes mix English and Indian names and terms).
CREATE INDEX "CareerApplication_resumeText_search_idx" ON "CareerApplication" USING GIN (to_tsvector('simple', coalesce("resumeText", '')));
