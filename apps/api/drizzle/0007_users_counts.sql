CREATE TABLE "bse_usuario_contagem" (
	"cod_bse_escola" integer NOT NULL,
	"cod_bse_unidade" integer NOT NULL,
	"cod_bse_perfil" integer NOT NULL,
	"num_usuarios" integer NOT NULL,
	CONSTRAINT "bse_usuario_contagem_pk" PRIMARY KEY("cod_bse_escola","cod_bse_unidade","cod_bse_perfil")
);
--> statement-breakpoint
-- The counts follow every insert, delete and update of bse_usuario in the same transaction: one
-- grouped upsert per statement (transition tables), nothing written when an update moves no one.
CREATE FUNCTION bse_usuario_contagem_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO bse_usuario_contagem AS c (cod_bse_escola, cod_bse_unidade, cod_bse_perfil, num_usuarios)
    SELECT cod_bse_escola, coalesce(cod_bse_unidade, 0), cod_bse_perfil, count(*) FROM novos GROUP BY 1, 2, 3
    ON CONFLICT (cod_bse_escola, cod_bse_unidade, cod_bse_perfil) DO UPDATE SET num_usuarios = c.num_usuarios + excluded.num_usuarios;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO bse_usuario_contagem AS c (cod_bse_escola, cod_bse_unidade, cod_bse_perfil, num_usuarios)
    SELECT cod_bse_escola, coalesce(cod_bse_unidade, 0), cod_bse_perfil, -count(*) FROM velhos GROUP BY 1, 2, 3
    ON CONFLICT (cod_bse_escola, cod_bse_unidade, cod_bse_perfil) DO UPDATE SET num_usuarios = c.num_usuarios + excluded.num_usuarios;
  ELSE
    INSERT INTO bse_usuario_contagem AS c (cod_bse_escola, cod_bse_unidade, cod_bse_perfil, num_usuarios)
    SELECT escola, unidade, perfil, sum(d) FROM (
      SELECT cod_bse_escola AS escola, coalesce(cod_bse_unidade, 0) AS unidade, cod_bse_perfil AS perfil, -1 AS d FROM velhos
      UNION ALL
      SELECT cod_bse_escola, coalesce(cod_bse_unidade, 0), cod_bse_perfil, 1 FROM novos
    ) moved GROUP BY 1, 2, 3 HAVING sum(d) <> 0
    ON CONFLICT (cod_bse_escola, cod_bse_unidade, cod_bse_perfil) DO UPDATE SET num_usuarios = c.num_usuarios + excluded.num_usuarios;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_usuario_contagem_ins AFTER INSERT ON bse_usuario REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION bse_usuario_contagem_mudou();
--> statement-breakpoint
CREATE TRIGGER bse_usuario_contagem_del AFTER DELETE ON bse_usuario REFERENCING OLD TABLE AS velhos FOR EACH STATEMENT EXECUTE FUNCTION bse_usuario_contagem_mudou();
--> statement-breakpoint
CREATE TRIGGER bse_usuario_contagem_upd AFTER UPDATE ON bse_usuario REFERENCING OLD TABLE AS velhos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION bse_usuario_contagem_mudou();
--> statement-breakpoint
INSERT INTO bse_usuario_contagem (cod_bse_escola, cod_bse_unidade, cod_bse_perfil, num_usuarios)
SELECT cod_bse_escola, coalesce(cod_bse_unidade, 0), cod_bse_perfil, count(*) FROM bse_usuario GROUP BY 1, 2, 3;
