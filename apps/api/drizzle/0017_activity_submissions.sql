CREATE TABLE "bse_atividade_entrega" (
	"cod_bse_atividade" integer NOT NULL,
	"cod_bse_usuario" integer NOT NULL,
	"cod_bse_turma" integer NOT NULL,
	"dat_entrega" timestamp with time zone NOT NULL,
	"soma_nota" numeric(8, 1),
	"qtd_notas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bse_atividade_entrega_pk" PRIMARY KEY("cod_bse_atividade","cod_bse_usuario")
);
--> statement-breakpoint
DROP INDEX "bse_questao_resposta_turma_idx";--> statement-breakpoint
ALTER TABLE "bse_atividade_entrega" ADD CONSTRAINT "bse_atividade_entrega_cod_bse_atividade_bse_atividade_cod_bse_atividade_fk" FOREIGN KEY ("cod_bse_atividade") REFERENCES "public"."bse_atividade"("cod_bse_atividade") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_atividade_entrega" ADD CONSTRAINT "bse_atividade_entrega_cod_bse_usuario_bse_usuario_cod_bse_usuario_fk" FOREIGN KEY ("cod_bse_usuario") REFERENCES "public"."bse_usuario"("cod_bse_usuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bse_atividade_entrega" ADD CONSTRAINT "bse_atividade_entrega_cod_bse_turma_bse_turma_cod_bse_turma_fk" FOREIGN KEY ("cod_bse_turma") REFERENCES "public"."bse_turma"("cod_bse_turma") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bse_atividade_entrega_turma_idx" ON "bse_atividade_entrega" USING btree ("cod_bse_turma","dat_entrega","cod_bse_usuario","cod_bse_atividade","soma_nota","qtd_notas");--> statement-breakpoint
-- A student's submission of an activity and its grade (`soma_nota`), kept by the database on every
-- write of answers or grades, whatever code path made it (the API, the generators, hand-typed SQL):
-- statement triggers read the changed rows once per statement, so a bulk insert costs one aggregate.
CREATE FUNCTION bse_atividade_entrega_enviada() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bse_atividade_entrega (cod_bse_atividade, cod_bse_usuario, cod_bse_turma, dat_entrega)
  SELECT cod_bse_atividade, cod_bse_usuario, min(cod_bse_turma), min(dat_resposta) FROM respostas GROUP BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_questao_resposta_entrega AFTER INSERT ON bse_questao_resposta
  REFERENCING NEW TABLE AS respostas FOR EACH STATEMENT EXECUTE FUNCTION bse_atividade_entrega_enviada();
--> statement-breakpoint
-- The grade of each (activity, student) a statement touched, summed again from its question grades.
CREATE FUNCTION bse_atividade_entrega_somar(atividades integer[], usuarios integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE bse_atividade_entrega e SET soma_nota = s.soma, qtd_notas = s.notas
  FROM (
    SELECT a.cod_bse_atividade, a.cod_bse_usuario, sum(n.valor) AS soma, count(n.cod_bse_nota)::integer AS notas
    FROM (SELECT DISTINCT * FROM unnest(atividades, usuarios) AS x(cod_bse_atividade, cod_bse_usuario)) a
    LEFT JOIN bse_nota n ON n.cod_bse_atividade = a.cod_bse_atividade AND n.cod_bse_usuario = a.cod_bse_usuario
    GROUP BY 1, 2
  ) s
  WHERE e.cod_bse_atividade = s.cod_bse_atividade AND e.cod_bse_usuario = s.cod_bse_usuario
$$;
--> statement-breakpoint
CREATE FUNCTION bse_nota_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  atividades integer[];
  usuarios integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(cod_bse_atividade), array_agg(cod_bse_usuario) INTO atividades, usuarios FROM antigas;
  ELSE
    SELECT array_agg(cod_bse_atividade), array_agg(cod_bse_usuario) INTO atividades, usuarios FROM novas;
  END IF;
  PERFORM bse_atividade_entrega_somar(atividades, usuarios);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_nota_inserida_entrega AFTER INSERT ON bse_nota
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION bse_nota_mudou();
--> statement-breakpoint
CREATE TRIGGER bse_nota_alterada_entrega AFTER UPDATE ON bse_nota
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION bse_nota_mudou();
--> statement-breakpoint
CREATE TRIGGER bse_nota_apagada_entrega AFTER DELETE ON bse_nota
  REFERENCING OLD TABLE AS antigas FOR EACH STATEMENT EXECUTE FUNCTION bse_nota_mudou();
--> statement-breakpoint
-- The submissions and grades of the answers already stored.
INSERT INTO bse_atividade_entrega (cod_bse_atividade, cod_bse_usuario, cod_bse_turma, dat_entrega, soma_nota, qtd_notas)
SELECT r.cod_bse_atividade, r.cod_bse_usuario, min(r.cod_bse_turma), min(r.dat_resposta), n.soma, coalesce(n.notas, 0)
FROM bse_questao_resposta r
LEFT JOIN (
  SELECT cod_bse_atividade, cod_bse_usuario, sum(valor) AS soma, count(*)::integer AS notas FROM bse_nota GROUP BY 1, 2
) n ON n.cod_bse_atividade = r.cod_bse_atividade AND n.cod_bse_usuario = r.cod_bse_usuario
GROUP BY r.cod_bse_atividade, r.cod_bse_usuario, n.soma, n.notas;
