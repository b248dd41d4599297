-- The API keeps each token's session in memory (modules/auth/session.cache.ts) and drops it when
-- these notifications arrive, on every server process listening on channel `bse_sessao`. They are
-- sent by the database itself, on commit, whatever code path (or hand-typed SQL) made the change:
-- `u:<user>` when a user's profile, school, unit, active flag or token version changes or the user
-- is deleted; `s:<session>` when a token is revoked (logout); `*` when profiles change (portal access).
CREATE FUNCTION bse_sessao_usuario_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('bse_sessao', 'u:' || OLD.cod_bse_usuario);
    RETURN OLD;
  END IF;
  IF (NEW.cod_bse_perfil, NEW.cod_bse_escola, NEW.cod_bse_unidade, NEW.ind_ativo, NEW.num_versao_token)
     IS DISTINCT FROM (OLD.cod_bse_perfil, OLD.cod_bse_escola, OLD.cod_bse_unidade, OLD.ind_ativo, OLD.num_versao_token) THEN
    PERFORM pg_notify('bse_sessao', 'u:' || NEW.cod_bse_usuario);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_usuario_sessao AFTER UPDATE OR DELETE ON bse_usuario FOR EACH ROW EXECUTE FUNCTION bse_sessao_usuario_mudou();
--> statement-breakpoint
CREATE FUNCTION bse_sessao_token_revogado() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bse_sessao', 's:' || NEW.cst_sessao);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_token_revogado_sessao AFTER INSERT ON bse_token_revogado FOR EACH ROW EXECUTE FUNCTION bse_sessao_token_revogado();
--> statement-breakpoint
CREATE FUNCTION bse_sessao_perfil_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bse_sessao', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_perfil_sessao AFTER UPDATE OR DELETE ON bse_perfil FOR EACH STATEMENT EXECUTE FUNCTION bse_sessao_perfil_mudou();
