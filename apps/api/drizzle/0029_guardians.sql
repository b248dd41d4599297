CREATE TABLE "bse_responsavel_aluno" (
	"cod_responsavel" integer NOT NULL,
	"cod_aluno" integer NOT NULL,
	"cod_usuario_criacao" integer,
	"dat_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bse_responsavel_aluno_cod_responsavel_cod_aluno_pk" PRIMARY KEY("cod_responsavel","cod_aluno")
);
--> statement-breakpoint
CREATE TABLE "bse_responsavel_consentimento" (
	"cod_responsavel" integer NOT NULL,
	"txt_versao" varchar(20) NOT NULL,
	"dat_aceite" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bse_responsavel_resumo" (
	"cod_responsavel" integer PRIMARY KEY NOT NULL,
	"cst_token" varchar(43) NOT NULL,
	"dsc_email" varchar(200),
	"ind_envio" char(1) DEFAULT 'S' NOT NULL,
	"dat_ultimo_envio" timestamp with time zone,
	CONSTRAINT "bse_responsavel_resumo_envio_ck" CHECK ("bse_responsavel_resumo"."ind_envio" in ('S', 'N'))
);
--> statement-breakpoint
ALTER TABLE "bse_responsavel_aluno" ADD CONSTRAINT "bse_responsavel_aluno_cod_responsavel_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_responsavel") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_responsavel_aluno" ADD CONSTRAINT "bse_responsavel_aluno_cod_aluno_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_aluno") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_responsavel_aluno" ADD CONSTRAINT "bse_responsavel_aluno_cod_usuario_criacao_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_usuario_criacao") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_responsavel_consentimento" ADD CONSTRAINT "bse_responsavel_consentimento_cod_responsavel_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_responsavel") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_responsavel_resumo" ADD CONSTRAINT "bse_responsavel_resumo_cod_responsavel_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_responsavel") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bse_responsavel_aluno_aluno_idx" ON "bse_responsavel_aluno" USING btree ("cod_aluno");--> statement-breakpoint
CREATE INDEX "bse_responsavel_aluno_criacao_idx" ON "bse_responsavel_aluno" USING btree ("cod_usuario_criacao");--> statement-breakpoint
CREATE UNIQUE INDEX "bse_responsavel_consentimento_uq" ON "bse_responsavel_consentimento" USING btree ("cod_responsavel","txt_versao");--> statement-breakpoint
CREATE UNIQUE INDEX "bse_responsavel_resumo_token_uq" ON "bse_responsavel_resumo" USING btree ("cst_token");--> statement-breakpoint
CREATE INDEX "bse_responsavel_resumo_envio_idx" ON "bse_responsavel_resumo" USING btree ("ind_envio","dat_ultimo_envio");