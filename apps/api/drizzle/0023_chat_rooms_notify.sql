-- A user's chat rooms follow their classes (DECISIONS.md "Chat rooms"). When a user's class links change,
-- the database says so on the channel of the session notifications (0013) with `r:<user>`, on commit,
-- whatever code path made the change: every server process moves that user's open chat sockets into
-- their new rooms and out of the old ones (modules/chat/chat.socket.ts), so nobody keeps hearing a class
-- they left.
CREATE FUNCTION cht_salas_do_usuario_mudaram() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM pg_notify('bse_sessao', 'r:' || OLD.cod_bse_usuario);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('bse_sessao', 'r:' || NEW.cod_bse_usuario);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bse_usuario_turma_salas AFTER INSERT OR UPDATE OF cod_bse_usuario, cod_bse_turma OR DELETE ON bse_usuario_turma
  FOR EACH ROW EXECUTE FUNCTION cht_salas_do_usuario_mudaram();
