import type { CalendarFilter } from '@portal/shared/calendar';
import { PROFILE } from '@portal/shared/common/profiles';
import { type SQL, type SQLWrapper, and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { bseAtividadeTurma, bseUsuario, cldCalendario } from '../../db/schema';
import { myClassIds } from '../../lib/scope';
import type { Viewer } from '../../lib/viewer';

/*
 * Who sees which calendar event and who changes it (DECISIONS.md "Scoping rules"), once, as SQL over
 * `cldCalendario` joined to its creator (`bseUsuario` on `cod_usuario_criacao`); and who sees a class
 * activity's due day (`bseAtividadeTurma`), the same people as the class's events. The repository puts
 * these in its WHERE clauses; nothing else in the module writes a visibility rule.
 */

/** The viewer created the event: they always see it, and only they may change or delete it (`proprio`). */
export const ownEvent = (v: Viewer): SQL => eq(cldCalendario.codUsuarioCriacao, v.userId);

/**
 * The viewer is inside the reach of the event's creator: the network for a Master's event, the
 * creator's school for a Gestor's, the creator's unit for a Diretor's or Coordenador's, and for a
 * Professor's or a student's the members of the event's class (the viewer's own classes, as
 * `lib/scope.ts` reads them for a class scope: `myClassIds`).
 */
function insideCreatorsReach(v: Viewer): SQL {
  return or(
    eq(bseUsuario.codBsePerfil, PROFILE.MASTER),
    and(eq(bseUsuario.codBsePerfil, PROFILE.GESTOR), eq(bseUsuario.codBseEscola, v.codBseEscola)),
    and(
      inArray(bseUsuario.codBsePerfil, [PROFILE.DIRETOR, PROFILE.COORDENADOR]),
      // A viewer without a unit is in no unit's reach (`= null` is never true, as before).
      v.codBseUnidade === null ? sql`false` : eq(bseUsuario.codBseUnidade, v.codBseUnidade),
    ),
    and(inArray(bseUsuario.codBsePerfil, [PROFILE.PROFESSOR, PROFILE.ALUNO]), inArray(cldCalendario.codBseTurma, myClassIds(v.userId))),
  )!;
}

/**
 * A due day the viewer sees (issue 23): an active class activity's, when the viewer sees that class's
 * events. A class's event reaches only the class's members, and only the Professores and Alunos among
 * them, the viewers a Professor or a student may name (`perfis`): so its students and its Professores,
 * and no one above (the unit's Diretor is not a member, DECISIONS.md). An inactive link shows nothing.
 */
export function dueDateVisibleTo(v: Viewer): SQL {
  if (v.profile !== PROFILE.PROFESSOR && v.profile !== PROFILE.ALUNO) return sql`false`;
  return and(inArray(bseAtividadeTurma.codBseTurma, myClassIds(v.userId)), eq(bseAtividadeTurma.indAtivo, 'S'))!;
}

/**
 * An event the viewer sees: their own always; anyone else's only when it is public, names the viewer's
 * profile among its viewers and the viewer is inside its creator's reach.
 */
export function eventVisibleTo(v: Viewer): SQL {
  return or(
    ownEvent(v),
    and(eq(cldCalendario.indPrivado, 'N'), sql`${v.profile}::integer = any(${cldCalendario.perfis})`, insideCreatorsReach(v)),
  )!;
}

/**
 * The filter select of §6 over what the viewer sees: their own events ('my'), all they see ('all'), or
 * the others' events by the creator's profile ('1' … '6'). Which options a profile has is the shared
 * `calendarFilterOptions`, checked by the service.
 */
export function eventsOfFilter(v: Viewer, filter: CalendarFilter): SQL {
  if (filter === 'my') return ownEvent(v);
  if (filter === 'all') return eventVisibleTo(v);
  return and(eventVisibleTo(v), eq(bseUsuario.codBsePerfil, Number(filter)), ne(cldCalendario.codUsuarioCriacao, v.userId))!;
}

/**
 * A class event its students see whoever asks for them (a guardian, issue 27): public, naming the Aluno profile among
 * its viewers, of one of the classes `classIds` names. A student's own private events are theirs alone.
 */
export function publicToClassStudents(classIds: SQLWrapper): SQL {
  return and(
    eq(cldCalendario.indPrivado, 'N'),
    sql`${PROFILE.ALUNO}::integer = any(${cldCalendario.perfis})`,
    inArray(cldCalendario.codBseTurma, classIds),
  )!;
}
