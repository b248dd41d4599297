import { PROFILE } from '@portal/shared/common/profiles';
import type { CalendarFilter, EventBody, EventDayMark, EventDto } from '@portal/shared/calendar';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { rowsOf } from '../../lib/sql';
import type { Viewer } from '../../lib/viewer';

/*
 * Aliases: e the event, c its creator. Who sees an event (DECISIONS.md "Scoping rules"): its creator
 * always; anyone else only a public one that names their profile and inside the creator's scope — the
 * network for a Master's, the school for a Gestor's, the unit for a Diretor's or Coordenador's, the
 * members of the class for a Professor's or a student's.
 */
function visibleTo(v: Viewer): SQL {
  return sql`(e.cod_usuario_criacao = ${v.userId} or (
    e.ind_privado = 'N' and ${v.profile}::integer = any(e.perfis) and (
      c.cod_bse_perfil = ${PROFILE.MASTER}
      or (c.cod_bse_perfil = ${PROFILE.GESTOR} and c.cod_bse_escola = ${v.codBseEscola})
      or (c.cod_bse_perfil in (${PROFILE.DIRETOR}, ${PROFILE.COORDENADOR}) and c.cod_bse_unidade = ${v.codBseUnidade})
      or (c.cod_bse_perfil in (${PROFILE.PROFESSOR}, ${PROFILE.ALUNO})
        and e.cod_bse_turma in (select ut.cod_bse_turma from bse_usuario_turma ut where ut.cod_bse_usuario = ${v.userId}))
    )))`;
}

/** The filter select of §6 over what the viewer may see. */
function filtered(v: Viewer, filter: CalendarFilter): SQL {
  if (filter === 'my') return sql`e.cod_usuario_criacao = ${v.userId}`;
  if (filter === 'all') return visibleTo(v);
  return sql`${visibleTo(v)} and c.cod_bse_perfil = ${Number(filter)} and e.cod_usuario_criacao <> ${v.userId}`;
}

const FROM = sql`from cld_calendario e join bse_usuario c on c.cod_bse_usuario = e.cod_usuario_criacao`;
/** The events with their class's name (for the rows the screens show). */
const FROM_NAMED = sql`${FROM} left join bse_turma tu on tu.cod_bse_turma = e.cod_bse_turma`;

const eventColumns = (v: Viewer) => sql`e.cod_cld_calendario as "codCldCalendario", e.dsc_titulo as "dscTitulo",
  e.hex_cor_evento as "hexCorEvento", e.dat_evento::text as "datEvento", e.ind_privado as "indPrivado",
  e.cod_bse_turma as "codBseTurma", tu.nom_turma as "nomTurma",
  e.perfis, e.cod_usuario_criacao as "codUsuarioCriacao", c.nom_usuario as "nomUsuario", c.cst_login as "cstLogin",
  e.cod_usuario_criacao = ${v.userId} as proprio`;

const ORDER = sql`order by e.dat_evento, e.dsc_titulo, e.cod_cld_calendario`;

/** `filtrar`: the filter's events between two days, a page of them with the total. */
export function eventPage(db: Tx, v: Viewer, filter: CalendarFilter, from: string, to: string, window: PageWindow) {
  return rowsOf<EventDto & { total: number }>(
    db,
    sql`select ${eventColumns(v)}, count(*) over ()::integer as total ${FROM_NAMED}
      where e.dat_evento between ${from}::date and ${to}::date and ${filtered(v, filter)}
      ${ORDER} limit ${window.limit} offset ${window.offset}`,
  );
}

/** `getEventosCalendarioDoDia`, and the iCal feed (every event from `from` on, whatever its day). */
export function eventsBetween(db: Tx, v: Viewer, filter: CalendarFilter, from: string, to: string | null) {
  return rowsOf<EventDto>(
    db,
    sql`select ${eventColumns(v)} ${FROM_NAMED}
      where e.dat_evento >= ${from}::date and ${to === null ? sql`true` : sql`e.dat_evento <= ${to}::date`} and ${filtered(v, filter)}
      ${ORDER}`,
  );
}

/** How many events of the filter between two days (a page asked past the last one). */
export async function countEvents(db: Tx, v: Viewer, filter: CalendarFilter, from: string, to: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::integer as n ${FROM} where e.dat_evento between ${from}::date and ${to}::date and ${filtered(v, filter)}`,
  );
  return row!.n;
}

/** The month's marks: each day with events, its colours (at most 3, by title) and how many. */
export function dayMarks(db: Tx, v: Viewer, filter: CalendarFilter, from: string, to: string) {
  return rowsOf<EventDayMark>(
    db,
    sql`select d."datEvento", (array_agg(distinct d.cor))[1:3] as cores, sum(d.n)::integer as total
      from (select e.dat_evento::text as "datEvento", e.hex_cor_evento as cor, count(*) as n ${FROM}
        where e.dat_evento between ${from}::date and ${to}::date and ${filtered(v, filter)}
        group by 1, 2) d
      group by d."datEvento" order by d."datEvento"`,
  );
}

/** One event the viewer may see (undefined otherwise: existence does not leak); `lock` for a change. */
export async function findEvent(db: Tx, v: Viewer, id: number, lock = false): Promise<EventDto | undefined> {
  const [row] = await rowsOf<EventDto>(
    db,
    sql`select ${eventColumns(v)} ${FROM_NAMED} where e.cod_cld_calendario = ${id} and ${visibleTo(v)} ${lock ? sql`for update of e` : sql``}`,
  );
  return row;
}

/** The viewer profiles as a PostgreSQL array literal, sent as one parameter. */
const profileArray = (codes: number[]) => sql`${`{${codes.join(',')}}`}::integer[]`;

type StoredEvent = Omit<EventBody, 'codBseTurma'> & { codBseTurma: number | null };

export async function insertEvent(tx: Tx, creatorId: number, e: StoredEvent): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`insert into cld_calendario (dsc_titulo, hex_cor_evento, dat_evento, ind_privado, cod_bse_turma, perfis, cod_usuario_criacao)
      values (${e.dscTitulo}, ${e.hexCorEvento}, ${e.datEvento}::date, ${e.indPrivado}, ${e.codBseTurma},
        ${profileArray(e.perfis)}, ${creatorId})
      returning cod_cld_calendario as id`,
  );
  return row!.id;
}

export async function updateEvent(tx: Tx, id: number, e: StoredEvent): Promise<void> {
  await tx.execute(
    sql`update cld_calendario set dsc_titulo = ${e.dscTitulo}, hex_cor_evento = ${e.hexCorEvento}, dat_evento = ${e.datEvento}::date,
      ind_privado = ${e.indPrivado}, cod_bse_turma = ${e.codBseTurma},
      perfis = ${profileArray(e.perfis)}
      where cod_cld_calendario = ${id}`,
  );
}

export async function deleteEvent(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`delete from cld_calendario where cod_cld_calendario = ${id}`);
}

/** The student's current class: their events belong to it. */
export async function currentClassOf(db: Tx, userId: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select cod_bse_turma as id from bse_usuario_turma where cod_bse_usuario = ${userId} and ind_atual = 'S'`,
  );
  return row?.id;
}

/** Whether the user belongs to the class (a Professor's event names one of their own classes). */
export async function isMemberOf(db: Tx, userId: number, classId: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from bse_usuario_turma where cod_bse_usuario = ${userId} and cod_bse_turma = ${classId}`,
  );
  return rows.length > 0;
}
