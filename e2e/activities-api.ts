import { type APIRequestContext, expect } from '@playwright/test';
import { type ApiSession, apiSignIn, createClass, createUser } from './api';
import { DEMO } from './support';

/** POST through the API as `session`, expecting 201. */
async function created<T>(request: APIRequestContext, session: ApiSession, url: string, data: unknown): Promise<T> {
  const res = await request.post(url, { headers: session.headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** An activity of the catalogue in the training path's first chapter. */
export async function createActivity(request: APIRequestContext, master: ApiSession, name: string): Promise<number> {
  const training = await (await request.get('/api/plataforma/treinamento')).json();
  const chapters = await request.get(`/api/trl_capitulo/pegarCapitulosDoLivro/${training.codTrlLivro}`, { headers: master.headers });
  const [chapter] = (await chapters.json()) as { codTrlCapitulo: number }[];
  const activity = await created<{ codBseAtividade: number }>(request, master, '/api/bse_atividade', {
    codTrlCapitulo: chapter!.codTrlCapitulo,
    nomAtividade: name,
    desDescricao: 'Descrição',
  });
  return activity.codBseAtividade;
}

export interface TwoQuestions {
  /** 'Metade': Dois (wrong), Cinco (right). */
  choice: { codBseQuestao: number; right: number };
  /** 'Explique', expecting 'Em duas partes iguais.' */
  open: { codBseQuestao: number };
}

/** The questions of the activities tests: a multiple choice and a discursive one. */
export async function addTwoQuestions(request: APIRequestContext, master: ApiSession, activityId: number): Promise<TwoQuestions> {
  const choice = await addChoiceQuestion(request, master, activityId);
  const open = await created<{ codBseQuestao: number }>(request, master, '/api/bse_questao', {
    codBseAtividade: activityId,
    titulo: 'Explique',
    enuEnunciado: '<p>Como você dividiu?</p>',
    tipoQuestao: 'DISCURSIVA',
    resRespostaEsperada: 'Em duas partes iguais.',
  });
  return { choice, open };
}

/** A multiple-choice question 'Metade' (Dois wrong, Cinco right); the right option's id. */
export async function addChoiceQuestion(request: APIRequestContext, master: ApiSession, activityId: number) {
  const question = await created<{ codBseQuestao: number; multiplaEscolha: { codBseQuestaoOpcao: number }[] }>(
    request,
    master,
    '/api/bse_questao',
    {
      codBseAtividade: activityId,
      titulo: 'Metade',
      enuEnunciado: '<p>Quanto é metade de 10?</p>',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      multiplaEscolha: [
        { descricao: 'Dois', invalida: true },
        { descricao: 'Cinco', invalida: false },
      ],
    },
  );
  return { codBseQuestao: question.codBseQuestao, right: question.multiplaEscolha[1]!.codBseQuestaoOpcao };
}

/** The Professor gives the activity to the class (due on `datEntrega`, YYYY-MM-DD, when given) and switches it on. */
export async function activateForClass(
  request: APIRequestContext,
  prof: ApiSession,
  activityId: number,
  classId: number,
  datEntrega?: string,
) {
  const [link] = await created<{ codBseAtividadeTurma: number }[]>(request, prof, '/api/bse_atividade_turma', [
    { codBseAtividade: activityId, codBseTurma: classId, datEntrega },
  ]);
  const on = await request.put(`/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, { headers: prof.headers, data: { value: 'S' } });
  expect(on.status()).toBe(200);
}

/** A class of the demo Diretor's unit named `{word} {tag}` with a Professor 'Rui {word} {tag}'; the Master's and the Diretor's sessions. */
export async function classWithProfessor(request: APIRequestContext, word: string, tag: string) {
  const master = await apiSignIn(request, DEMO.master);
  const diretor = await apiSignIn(request, DEMO.diretor);
  const className = `${word} ${tag}`;
  const classId = await createClass(request, diretor, className);
  const professor = await createUser(request, diretor, { name: `Rui ${word} ${tag}`, profile: 'Professor', classes: [classId] });
  return { master, diretor, classId, className, professor };
}

/**
 * A class of the demo Diretor's unit named `{word} {tag}`, with a Professor 'Rui {word} {tag}' and a
 * student 'Lia {word} {tag}', given an active activity `{activity}` of the two questions.
 */
export async function classWithActivity(request: APIRequestContext, word: string, activity: string, tag: string) {
  const { master, diretor, classId, professor } = await classWithProfessor(request, word, tag);
  const student = await createUser(request, diretor, { name: `Lia ${word} ${tag}`, profile: 'Aluno', classes: [classId] });
  const activityId = await createActivity(request, master, activity);
  const questions = await addTwoQuestions(request, master, activityId);
  await activateForClass(request, await apiSignIn(request, professor), activityId, classId);
  return { classId, professor, student, activityId, questions };
}
