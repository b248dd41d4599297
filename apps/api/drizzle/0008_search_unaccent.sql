-- Search ignores accents and case (lib/search.ts): PostgreSQL's unaccent behind an IMMUTABLE wrapper,
-- so that indexes and the users' stored search column can hold lower(f_unaccent(...)). unaccent itself
-- is only STABLE (its dictionary could change); the wrapper names the dictionary and the schema, so it
-- gives the same answer whatever the search_path (PostgreSQL 17 runs maintenance with a safe one).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
DROP INDEX "bse_usuario_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "bse_usuario_login_trgm_idx";--> statement-breakpoint
-- The search column becomes unaccented; dropping it drops its index, created again below.
ALTER TABLE "bse_usuario" drop column "txt_busca";--> statement-breakpoint
ALTER TABLE "bse_usuario" ADD COLUMN "txt_busca" text GENERATED ALWAYS AS (lower(f_unaccent((nom_usuario)::text || ' ' || (cst_login)::text))) STORED;--> statement-breakpoint
CREATE INDEX "bse_usuario_busca_trgm_idx" ON "bse_usuario" USING gin ("txt_busca" gin_trgm_ops);--> statement-breakpoint
-- The other lists searched by name: schools, units, classes, paths.
CREATE INDEX "trl_livro_busca_trgm_idx" ON "trl_livro" USING gin (lower(f_unaccent("dsc_titulo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bse_escola_busca_trgm_idx" ON "bse_escola" USING gin (lower(f_unaccent("nom_escola")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bse_turma_busca_trgm_idx" ON "bse_turma" USING gin (lower(f_unaccent("nom_turma")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bse_unidade_busca_trgm_idx" ON "bse_unidade" USING gin (lower(f_unaccent("nom_unidade")) gin_trgm_ops);