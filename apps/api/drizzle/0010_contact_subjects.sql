-- The contact form's subjects (/api/informacao) are the eight of DECISIONS.md, with the copy
-- correction 'Críticas e Elogios', codes 1-8 in this order on every database. Nothing references
-- the catalogue yet, so the six placeholder subjects seeded before are replaced outright.
INSERT INTO "informacao" ("cod_informacao", "nom_informacao") VALUES
  (1, 'Ajuda'),
  (2, 'Escola'),
  (3, 'Críticas e Elogios'),
  (4, 'Calendário'),
  (5, 'Dúvidas'),
  (6, 'Problema técnico'),
  (7, 'Trilha'),
  (8, 'Outro')
ON CONFLICT ("cod_informacao") DO UPDATE SET "nom_informacao" = excluded."nom_informacao";--> statement-breakpoint
DELETE FROM "informacao" WHERE "cod_informacao" > 8;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('informacao', 'cod_informacao'), 8);
