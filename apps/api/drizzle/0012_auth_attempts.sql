CREATE TABLE "bse_tentativa" (
	"txt_chave" varchar(40) PRIMARY KEY NOT NULL,
	"qtd_tentativas" integer NOT NULL,
	"dat_inicio" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bse_tentativa_inicio_idx" ON "bse_tentativa" USING btree ("dat_inicio");