DROP INDEX "bse_usuario_escola_perfil_idx";--> statement-breakpoint
DROP INDEX "bse_usuario_unidade_perfil_idx";--> statement-breakpoint
CREATE INDEX "bse_usuario_perfil_nome_idx" ON "bse_usuario" USING btree ("cod_bse_perfil","nom_usuario");--> statement-breakpoint
CREATE INDEX "bse_usuario_escola_perfil_idx" ON "bse_usuario" USING btree ("cod_bse_escola","cod_bse_perfil","nom_usuario");--> statement-breakpoint
CREATE INDEX "bse_usuario_unidade_perfil_idx" ON "bse_usuario" USING btree ("cod_bse_unidade","cod_bse_perfil","nom_usuario");