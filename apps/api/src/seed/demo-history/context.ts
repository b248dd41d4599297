import { CONTENT_TYPE } from '@portal/shared/curriculum';
import { PROFILE } from '@portal/shared/common/profiles';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  bseEscola,
  bseTurma,
  bseUnidade,
  bseUsuario,
  bseUsuarioTurma,
  chtSala,
  frmSala,
  trlAula,
  trlAvaliacao,
  trlCapitulo,
  trlConteudo,
  trlLivroTreinamento,
  trlLivroTurma,
} from '../../db/schema';
import type { Days } from './days';

export interface Person {
  id: number;
  login: string;
  name: string;
  profile: number;
  schoolId: number;
  unitId: number | null;
  /** The classes the person is linked to, the current one first. */
  classIds: number[];
}

export interface SchoolClass {
  id: number;
  name: string;
  unitId: number;
  schoolId: number;
  /** Its Professores and its students (active ones), by login. */
  teachers: Person[];
  students: Person[];
  chatRoomId: number;
}

/** A content item of a path, in the path's order. */
export interface PathItem {
  id: number;
  pathId: number;
  chapterId: number;
  isGame: boolean;
}

export interface PathOf {
  id: number;
  items: PathItem[];
  chapters: { id: number; title: string }[];
}

/** What the history hangs on: the demo network as seedDemo left it (ids, people, classes, paths, rooms). */
export interface HistoryContext {
  days: Days;
  /** The active users, by login. */
  people: Person[];
  person(login: string): Person;
  classes: SchoolClass[];
  schoolClass(name: string): SchoolClass;
  units: { id: number; schoolId: number; chatRoomId: number }[];
  schools: { id: number; prefix: string }[];
  school(prefix: string): number;
  forumRoom(name: string): number;
  /** The active path of each class when the history starts (the demo path of 6º Ano A). */
  activePaths: Map<number, number>;
  trainingPath: PathOf;
  paths: Map<number, PathOf>;
  evaluationQuestions: number[];
}

const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo history: ${what} is missing from the demo network`);
  return value;
};

/** Reads the demo network (a handful of statements); throws when a piece the history needs is missing. */
export async function loadContext(tx: Tx, days: Days): Promise<HistoryContext> {
  const users = await tx
    .select({
      id: bseUsuario.codBseUsuario,
      login: bseUsuario.cstLogin,
      name: bseUsuario.nomUsuario,
      profile: bseUsuario.codBsePerfil,
      schoolId: bseUsuario.codBseEscola,
      unitId: bseUsuario.codBseUnidade,
    })
    .from(bseUsuario)
    // The school's people: the demo guardian (issue 27) has not signed in yet, her first sign-in asks for the consent term.
    .where(and(eq(bseUsuario.indAtivo, 'S'), ne(bseUsuario.codBsePerfil, PROFILE.RESPONSAVEL)))
    .orderBy(asc(bseUsuario.cstLogin));
  const links = await tx
    .select({ userId: bseUsuarioTurma.codBseUsuario, classId: bseUsuarioTurma.codBseTurma, current: bseUsuarioTurma.indAtual })
    .from(bseUsuarioTurma)
    .orderBy(asc(bseUsuarioTurma.codBseUsuario), asc(bseUsuarioTurma.codBseTurma));
  const people: Person[] = users.map((u) => ({
    ...u,
    classIds: links
      .filter((l) => l.userId === u.id)
      .sort((a, b) => (a.current === b.current ? 0 : a.current === 'S' ? -1 : 1))
      .map((l) => l.classId),
  }));

  const rooms = await tx.select({ id: chtSala.codChtSala, classId: chtSala.codBseTurma, unitId: chtSala.codBseUnidade }).from(chtSala);
  const classRows = await tx
    .select({ id: bseTurma.codBseTurma, name: bseTurma.nomTurma, unitId: bseTurma.codBseUnidade, schoolId: bseUnidade.codBseEscola })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .orderBy(asc(bseTurma.codBseTurma));
  const classes: SchoolClass[] = classRows.map((c) => {
    const members = people.filter((p) => p.classIds.includes(c.id));
    return {
      ...c,
      teachers: members.filter((p) => p.profile === PROFILE.PROFESSOR),
      students: members.filter((p) => p.profile === PROFILE.ALUNO),
      chatRoomId: must(rooms.find((r) => r.classId === c.id)?.id, `the chat room of ${c.name}`),
    };
  });
  const unitRows = await tx.select({ id: bseUnidade.codBseUnidade, schoolId: bseUnidade.codBseEscola }).from(bseUnidade);
  const units = unitRows.map((u) => ({ ...u, chatRoomId: must(rooms.find((r) => r.unitId === u.id)?.id, 'a unit’s chat room') }));
  const schools = await tx.select({ id: bseEscola.codBseEscola, prefix: bseEscola.cstTxtPrefixoLogin }).from(bseEscola);
  const forumRooms = await tx.select({ id: frmSala.codFrmSala, name: frmSala.nomSala }).from(frmSala);

  const [training] = await tx.select({ id: trlLivroTreinamento.codTrlLivro }).from(trlLivroTreinamento).limit(1);
  const active = await tx
    .select({ classId: trlLivroTurma.codBseTurma, pathId: trlLivroTurma.codTrlLivro })
    .from(trlLivroTurma)
    .where(eq(trlLivroTurma.indAtivo, 'S'));
  const trainingId = must(training?.id, 'the training path');
  const pathIds = [...new Set([trainingId, ...active.map((a) => a.pathId)])];
  const items = await tx
    .select({
      id: trlConteudo.codTrlConteudo,
      pathId: trlCapitulo.codTrlLivro,
      chapterId: trlCapitulo.codTrlCapitulo,
      chapterTitle: trlCapitulo.dscTitulo,
      type: trlConteudo.codTrlTipoConteudo,
    })
    .from(trlConteudo)
    .innerJoin(trlAula, eq(trlAula.codTrlAula, trlConteudo.codTrlAula))
    .innerJoin(trlCapitulo, eq(trlCapitulo.codTrlCapitulo, trlAula.codTrlCapitulo))
    .where(inArray(trlCapitulo.codTrlLivro, pathIds))
    .orderBy(asc(trlCapitulo.numSequencia), asc(trlAula.numSequencia), asc(trlConteudo.numSequencia), asc(trlConteudo.codTrlConteudo));
  const paths = new Map<number, PathOf>(
    pathIds.map((id) => {
      const own = items.filter((i) => i.pathId === id);
      const chapters = [...new Map(own.map((i) => [i.chapterId, { id: i.chapterId, title: i.chapterTitle }])).values()];
      return [
        id,
        {
          id,
          chapters,
          items: own.map((i) => ({ id: i.id, pathId: i.pathId, chapterId: i.chapterId, isGame: i.type === CONTENT_TYPE.GAME })),
        },
      ];
    }),
  );
  const questions = await tx.select({ id: trlAvaliacao.codAvaliacao }).from(trlAvaliacao).orderBy(asc(trlAvaliacao.numOrdem));

  return {
    days,
    people,
    person: (login) =>
      must(
        people.find((p) => p.login === login),
        `the user ${login}`,
      ),
    classes,
    schoolClass: (name) =>
      must(
        classes.find((c) => c.name === name),
        `the class ${name}`,
      ),
    units,
    schools,
    school: (prefix) => must(schools.find((s) => s.prefix === prefix)?.id, `the school ${prefix}`),
    forumRoom: (name) => must(forumRooms.find((r) => r.name === name)?.id, `the forum room ${name}`),
    activePaths: new Map(active.map((a) => [a.classId, a.pathId])),
    trainingPath: paths.get(trainingId)!,
    paths,
    evaluationQuestions: questions.map((q) => q.id),
  };
}
