CREATE UNIQUE INDEX "bse_escola_nome_uq" ON "bse_escola" USING btree (lower("nom_escola"));--> statement-breakpoint
CREATE UNIQUE INDEX "bse_turma_unidade_nome_uq" ON "bse_turma" USING btree ("cod_bse_unidade",lower("nom_turma"));--> statement-breakpoint
CREATE UNIQUE INDEX "bse_unidade_escola_nome_uq" ON "bse_unidade" USING btree ("cod_bse_escola",lower("nom_unidade"));