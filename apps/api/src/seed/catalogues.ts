import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { checkList, informacao, pais } from '../db/schema';

/** Countries (Portuguese names): Brazil, the rest of South America, and the usual countries of origin of families. */
export const COUNTRIES = [
  'Brasil',
  'Argentina',
  'Bolívia',
  'Chile',
  'Colômbia',
  'Equador',
  'Guiana',
  'Guiana Francesa',
  'Paraguai',
  'Peru',
  'Suriname',
  'Uruguai',
  'Venezuela',
  'Alemanha',
  'Angola',
  'Cabo Verde',
  'China',
  'Cuba',
  'Espanha',
  'Estados Unidos',
  'França',
  'Haiti',
  'Itália',
  'Japão',
  'Líbano',
  'México',
  'Moçambique',
  'Portugal',
  'Síria',
] as const;

/** Checklist items of a student's enrolment. */
export const CHECKLIST = [
  'Documento de identidade entregue',
  'Comprovante de residência entregue',
  'Histórico escolar entregue',
  'Carteira de vacinação apresentada',
  'Autorização de uso de imagem assinada',
  'Material didático recebido',
] as const;

/**
 * Subjects of the contact form (Fale conosco) and the support records (1-authoring §7 /informacao):
 * the eight of DECISIONS.md, codes 1-8 in this order (the migration `*_contact_subjects.sql` writes
 * the same rows into existing databases).
 */
export const INFORMATION = [
  'Ajuda',
  'Escola',
  'Críticas e Elogios',
  'Calendário',
  'Dúvidas',
  'Problema técnico',
  'Trilha',
  'Outro',
] as const;

/** Fills each catalogue once, when it is empty; an edited catalogue is left as it is. */
export async function seedCatalogues(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [countries] = await tx.select({ n: count() }).from(pais);
    if ((countries?.n ?? 0) === 0) await tx.insert(pais).values(COUNTRIES.map((nomPais) => ({ nomPais })));
    const [items] = await tx.select({ n: count() }).from(checkList);
    if ((items?.n ?? 0) === 0) await tx.insert(checkList).values(CHECKLIST.map((nomCheckList) => ({ nomCheckList })));
    const [info] = await tx.select({ n: count() }).from(informacao);
    if ((info?.n ?? 0) === 0)
      await tx.insert(informacao).values(INFORMATION.map((nomInformacao, i) => ({ codInformacao: i + 1, nomInformacao })));
  });
}
