-- Issue 25: the documents' one-answer calls (POST/PUT/DELETE /bse_questao_resposta). A student's answers to
-- single questions wait here until the answer that completes the activity moves them all into
-- bse_questao_resposta in one transaction (the one-submission rule, the triggers of bse_atividade_entrega and
-- every reader of the sent answers are unchanged). The id comes from bse_questao_resposta's sequence and is
-- kept when the answer moves.
CREATE TABLE "bse_questao_resposta_rascunho" (
	"cod_bse_questao_resposta" integer PRIMARY KEY DEFAULT nextval('bse_questao_resposta_cod_bse_questao_resposta_seq'::regclass) NOT NULL,
	"cod_bse_questao" integer NOT NULL,
	"cod_bse_atividade" integer NOT NULL,
	"cod_bse_turma" integer NOT NULL,
	"cod_bse_usuario" integer NOT NULL,
	"cod_bse_questao_opcao" integer,
	"res_resposta" text,
	"dat_resposta" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bse_questao_resposta_rascunho_uq" UNIQUE("cod_bse_questao","cod_bse_usuario"),
	CONSTRAINT "bse_questao_resposta_rascunho_ck" CHECK (("bse_questao_resposta_rascunho"."cod_bse_questao_opcao" is null) <> ("bse_questao_resposta_rascunho"."res_resposta" is null))
);
--> statement-breakpoint
ALTER TABLE "bse_questao_resposta_rascunho" ADD CONSTRAINT "bse_questao_resposta_rascunho_cod_bse_questao_bse_questao_cod_bse_questao_fk" FOREIGN KEY ("cod_bse_questao") REFERENCES "public"."bse_questao"("cod_bse_questao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_questao_resposta_rascunho" ADD CONSTRAINT "bse_questao_resposta_rascunho_cod_bse_atividade_bse_atividade_cod_bse_atividade_fk" FOREIGN KEY ("cod_bse_atividade") REFERENCES "public"."bse_atividade"("cod_bse_atividade") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_questao_resposta_rascunho" ADD CONSTRAINT "bse_questao_resposta_rascunho_cod_bse_turma_bse_turma_cod_bse_turma_fk" FOREIGN KEY ("cod_bse_turma") REFERENCES "public"."bse_turma"("cod_bse_turma") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_questao_resposta_rascunho" ADD CONSTRAINT "bse_questao_resposta_rascunho_cod_bse_usuario_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_bse_usuario") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_questao_resposta_rascunho" ADD CONSTRAINT "bse_questao_resposta_rascunho_cod_bse_questao_opcao_bse_questao_opcao_cod_bse_questao_opcao_fk" FOREIGN KEY ("cod_bse_questao_opcao") REFERENCES "public"."bse_questao_opcao"("cod_bse_questao_opcao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bse_questao_resposta_rascunho_atividade_idx" ON "bse_questao_resposta_rascunho" USING btree ("cod_bse_atividade","cod_bse_usuario");--> statement-breakpoint
CREATE INDEX "bse_questao_resposta_rascunho_usuario_idx" ON "bse_questao_resposta_rascunho" USING btree ("cod_bse_usuario");--> statement-breakpoint
CREATE INDEX "bse_questao_resposta_rascunho_turma_idx" ON "bse_questao_resposta_rascunho" USING btree ("cod_bse_turma");