-- The database guards itself (issue 8): who created a row is a foreign key to the user (SET NULL when
-- the user is deleted, indexed so that a delete does not read whole tables); the S/N columns accept
-- only 'S' and 'N'; a user has at most one current class (a partial unique index); an address named by
-- a school or a unit cannot be deleted (RESTRICT instead of SET NULL).
-- A database made by the earlier migrations may hold rows these rules refuse: they are repaired first.
--
-- 1. A creator that no longer exists (deleted before the key existed) becomes unknown.
UPDATE "bse_escola" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "bse_escola"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "bse_unidade" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "bse_unidade"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "bse_turma" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "bse_turma"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "bse_usuario" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "bse_usuario"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "bse_atividade" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "bse_atividade"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "trl_livro" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "trl_livro"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "trl_capitulo" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "trl_capitulo"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "trl_aula" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "trl_aula"."cod_usuario_criacao");--> statement-breakpoint
UPDATE "trl_conteudo" SET "cod_usuario_criacao" = NULL
  WHERE "cod_usuario_criacao" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "bse_usuario" u WHERE u."cod_bse_usuario" = "trl_conteudo"."cod_usuario_criacao");--> statement-breakpoint
-- 2. S/N columns without a check until now (bse_usuario.ind_ativo and trl_livro_turma.ind_ativo have
--    one): a lower-case 's' or 'n' is read as meant; anything else becomes 'N' (no success, no portal
--    access, not the current class: the safe reading).
UPDATE "bse_acesso" SET "ind_sucesso" = CASE WHEN upper("ind_sucesso") = 'S' THEN 'S' ELSE 'N' END
  WHERE "ind_sucesso" NOT IN ('S', 'N');--> statement-breakpoint
UPDATE "bse_perfil" SET "ind_acesso_portal" = CASE WHEN upper("ind_acesso_portal") = 'S' THEN 'S' ELSE 'N' END
  WHERE "ind_acesso_portal" NOT IN ('S', 'N');--> statement-breakpoint
UPDATE "bse_usuario_turma" SET "ind_atual" = CASE WHEN upper("ind_atual") = 'S' THEN 'S' ELSE 'N' END
  WHERE "ind_atual" NOT IN ('S', 'N');--> statement-breakpoint
-- 3. A user with several current classes keeps the one the screens showed as current (the first by
--    class name, then class id: users.service.ts); the others are no longer current.
UPDATE "bse_usuario_turma" ut SET "ind_atual" = 'N'
  FROM (
    SELECT l."cod_bse_usuario_turma",
      row_number() OVER (PARTITION BY l."cod_bse_usuario" ORDER BY t."nom_turma", t."cod_bse_turma") AS n
    FROM "bse_usuario_turma" l JOIN "bse_turma" t ON t."cod_bse_turma" = l."cod_bse_turma"
    WHERE l."ind_atual" = 'S'
  ) ranked
  WHERE ranked."cod_bse_usuario_turma" = ut."cod_bse_usuario_turma" AND ranked.n > 1;--> statement-breakpoint
-- 4. The rules themselves.
ALTER TABLE "bse_escola" DROP CONSTRAINT "bse_escola_cod_bse_endereco_bse_endereco_cod_bse_endereco_fk";--> statement-breakpoint
ALTER TABLE "bse_unidade" DROP CONSTRAINT "bse_unidade_cod_bse_endereco_bse_endereco_cod_bse_endereco_fk";--> statement-breakpoint
ALTER TABLE "bse_atividade" ADD CONSTRAINT "bse_atividade_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trl_aula" ADD CONSTRAINT "trl_aula_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trl_capitulo" ADD CONSTRAINT "trl_capitulo_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trl_conteudo" ADD CONSTRAINT "trl_conteudo_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trl_livro" ADD CONSTRAINT "trl_livro_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_escola" ADD CONSTRAINT "bse_escola_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_escola" ADD CONSTRAINT "bse_escola_cod_bse_endereco_bse_endereco_cod_bse_endereco_fk" FOREIGN KEY ("cod_bse_endereco") REFERENCES "public"."bse_endereco"("cod_bse_endereco") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_turma" ADD CONSTRAINT "bse_turma_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_unidade" ADD CONSTRAINT "bse_unidade_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_unidade" ADD CONSTRAINT "bse_unidade_cod_bse_endereco_bse_endereco_cod_bse_endereco_fk" FOREIGN KEY ("cod_bse_endereco") REFERENCES "public"."bse_endereco"("cod_bse_endereco") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_usuario" ADD CONSTRAINT "bse_usuario_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bse_atividade_criacao_idx" ON "bse_atividade" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "trl_aula_criacao_idx" ON "trl_aula" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "trl_capitulo_criacao_idx" ON "trl_capitulo" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "trl_conteudo_criacao_idx" ON "trl_conteudo" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "trl_livro_criacao_idx" ON "trl_livro" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "bse_escola_criacao_idx" ON "bse_escola" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "bse_turma_criacao_idx" ON "bse_turma" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "bse_unidade_criacao_idx" ON "bse_unidade" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE INDEX "bse_usuario_criacao_idx" ON "bse_usuario" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE UNIQUE INDEX "bse_usuario_turma_atual_uq" ON "bse_usuario_turma" USING btree ("cod_bse_usuario") WHERE "bse_usuario_turma"."ind_atual" = 'S';--> statement-breakpoint
ALTER TABLE "bse_acesso" ADD CONSTRAINT "bse_acesso_sucesso_ck" CHECK ("bse_acesso"."ind_sucesso" in ('S', 'N'));--> statement-breakpoint
ALTER TABLE "bse_perfil" ADD CONSTRAINT "bse_perfil_acesso_portal_ck" CHECK ("bse_perfil"."ind_acesso_portal" in ('S', 'N'));--> statement-breakpoint
ALTER TABLE "bse_usuario_turma" ADD CONSTRAINT "bse_usuario_turma_atual_ck" CHECK ("bse_usuario_turma"."ind_atual" in ('S', 'N'));