ALTER TABLE "bse_atividade_entrega" ADD COLUMN "ind_atrasada" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "bse_atividade_turma" ADD COLUMN "dat_entrega" date;--> statement-breakpoint
ALTER TABLE "bse_nota_historico" ADD COLUMN "ind_automatica" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "bse_atividade_entrega" ADD CONSTRAINT "bse_atividade_entrega_atrasada_ck" CHECK ("bse_atividade_entrega"."ind_atrasada" in ('S', 'N'));--> statement-breakpoint
ALTER TABLE "bse_nota_historico" ADD CONSTRAINT "bse_nota_historico_automatica_ck" CHECK ("bse_nota_historico"."ind_automatica" in ('S', 'N'));--> statement-breakpoint
-- A submission after the due day of its class (the day ends at midnight in America/Sao_Paulo, the
-- network's time zone) is late: decided here, when the answers are stored, and kept (issue 23).
CREATE OR REPLACE FUNCTION bse_atividade_entrega_enviada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bse_atividade_entrega (cod_bse_atividade, cod_bse_usuario, cod_bse_turma, dat_entrega, ind_atrasada)
  SELECT r.cod_bse_atividade, r.cod_bse_usuario, r.cod_bse_turma, r.dat_entrega,
    CASE WHEN (r.dat_entrega AT TIME ZONE 'America/Sao_Paulo')::date > t.dat_entrega THEN 'S' ELSE 'N' END
  FROM (
    SELECT cod_bse_atividade, cod_bse_usuario, min(cod_bse_turma) AS cod_bse_turma, min(dat_resposta) AS dat_entrega
    FROM respostas GROUP BY 1, 2
  ) r
  LEFT JOIN bse_atividade_turma t ON t.cod_bse_atividade = r.cod_bse_atividade AND t.cod_bse_turma = r.cod_bse_turma
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
