-- drizzle-kit never writes CREATE EXTENSION; search needs trigram similarity and unaccent.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary), so indexes and generated columns need an
-- IMMUTABLE wrapper that names the dictionary explicitly.
CREATE OR REPLACE FUNCTION immutable_unaccent(input text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	RETURN public.unaccent('public.unaccent'::regdictionary, input);
