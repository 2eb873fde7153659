-- The part-of-word job search (ILIKE '%nur%' over title, summary and reference) answered by a trigram index instead of reading every job; pg_trgm also serves the misspelling search. A trusted extension: the database owner may create it (PostgreSQL 13+, PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "jobs_parts_trgm_idx" ON "jobs" USING gin (("title" || ' ' || "summary" || ' ' || "reference") gin_trgm_ops);
