import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { MASTER, json, newChapter, newPath, signIn } from '../curriculum/curriculum.fixtures';

let t: TestApp;
let master: string;
let chapter: number;

beforeAll(async () => {
  t = await buildTestApp();
  master = await signIn(t, MASTER);
  const path = await newPath(t, master, `Questões ${Math.random().toString(36).slice(2, 8)}`);
  chapter = (await newChapter(t, master, path.codTrlLivro)).codTrlCapitulo;
});
afterAll(() => t.close());

type Option = { codBseQuestaoOpcao: number; descricao: string; invalida: boolean };
type Question = {
  codBseQuestao: number;
  codBseAtividade: number;
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: 'MULTIPLA_ESCOLHA' | 'DISCURSIVA';
  resRespostaEsperada: string | null;
  multiplaEscolha: Option[];
  qtdRespostas: number;
};

async function activity(): Promise<number> {
  const made = await json<{ codBseAtividade: number }>(t, master, 'POST', '/api/bse_atividade', {
    codTrlCapitulo: chapter,
    nomAtividade: 'Atividade',
    desDescricao: 'Descrição',
  });
  return made.codBseAtividade;
}

const multipleChoice = (codBseAtividade: number) => ({
  codBseAtividade,
  titulo: 'Capital',
  enuEnunciado: '<p>Qual é a capital do <strong>Brasil</strong>?</p>',
  tipoQuestao: 'MULTIPLA_ESCOLHA',
  multiplaEscolha: [
    { descricao: 'Rio de Janeiro', invalida: true },
    { descricao: 'Brasília', invalida: false },
    { descricao: 'Salvador', invalida: true },
  ],
});
const post = (body: Record<string, unknown>) => t.as(master, { method: 'POST', url: '/api/bse_questao', payload: body });

describe('questions (/questao)', () => {
  it('creates a multiple-choice and a discursive question and lists them with their key, in order', async () => {
    const id = await activity();
    const mc = await json<Question>(t, master, 'POST', '/api/bse_questao', multipleChoice(id));
    expect(mc.multiplaEscolha.map((o) => [o.descricao, o.invalida])).toEqual([
      ['Rio de Janeiro', true],
      ['Brasília', false],
      ['Salvador', true],
    ]);
    expect(mc.resRespostaEsperada).toBeNull();
    const open = await json<Question>(t, master, 'POST', '/api/bse_questao', {
      codBseAtividade: id,
      titulo: 'Explique',
      enuEnunciado: '<p>Por que chove?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'A água evapora e condensa.',
      multiplaEscolha: [{ descricao: 'ignorada', invalida: false }],
    });
    expect(open).toMatchObject({ resRespostaEsperada: 'A água evapora e condensa.', multiplaEscolha: [] });
    const listed = await json<Question[]>(t, master, 'GET', `/api/bse_questao?codBseAtividade=${id}`);
    expect(listed.map((q) => q.titulo)).toEqual(['Capital', 'Explique']);
    expect((await json<{ qtdQuestoes: number }>(t, master, 'GET', `/api/bse_atividade/${id}`)).qtdQuestoes).toBe(2);
  });

  it('applies the rules of §5 with their messages, writing nothing', async () => {
    const id = await activity();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...multipleChoice(id), titulo: '' }, 'titulo', 'Todos os campos devem ser preenchidos'],
      [{ ...multipleChoice(id), enuEnunciado: '  ' }, 'enuEnunciado', 'Todos os campos devem ser preenchidos'],
      [{ ...multipleChoice(id), tipoQuestao: 'VERDADEIRO' }, 'tipoQuestao', 'O tipo da questão deve ser múltipla escolha ou discursiva.'],
      [{ ...multipleChoice(id), multiplaEscolha: [] }, 'multiplaEscolha', 'Todos os campos devem ser preenchidos'],
      [
        { ...multipleChoice(id), multiplaEscolha: [{ descricao: ' ', invalida: false }] },
        'multiplaEscolha.0.descricao',
        'Por favor, preencha a opção antes de adicioná-la.',
      ],
      [
        { ...multipleChoice(id), multiplaEscolha: [{ descricao: 'A', invalida: true }] },
        'multiplaEscolha',
        'Marque ao menos uma opção como correta.',
      ],
      [
        { ...multipleChoice(id), tipoQuestao: 'DISCURSIVA', multiplaEscolha: [] },
        'resRespostaEsperada',
        'Todos os campos devem ser preenchidos',
      ],
      // An editor's empty paragraph (or only markup that runs) says nothing.
      [
        { ...multipleChoice(id), enuEnunciado: '<p><script>alert(1)</script></p>' },
        'enuEnunciado',
        'Todos os campos devem ser preenchidos',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields[field], res.body).toBe(message);
    }
    expect(await t.rows(sql`select 1 from bse_questao where cod_bse_atividade = ${id}`)).toEqual([]);
    expect((await post({ ...multipleChoice(2_000_000_000) })).statusCode).toBe(404);
  });

  it('stores the statement sanitised: nothing that runs survives', async () => {
    const id = await activity();
    const q = await json<Question>(t, master, 'POST', '/api/bse_questao', {
      ...multipleChoice(id),
      enuEnunciado:
        '<p onclick="steal()">Leia <em>com atenção</em><script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">aqui</a> <a href="https://escola.example/texto">texto</a></p><iframe src="https://evil.example"></iframe><style>p{}</style>',
    });
    expect(q.enuEnunciado).toBe(
      '<p>Leia <em>com atenção</em> <a rel="noopener noreferrer nofollow" target="_blank">aqui</a> <a href="https://escola.example/texto" rel="noopener noreferrer nofollow" target="_blank">texto</a></p>',
    );
    const [stored] = await t.rows<{ enu: string }>(
      sql`select enu_enunciado as enu from bse_questao where cod_bse_questao = ${q.codBseQuestao}`,
    );
    expect(stored!.enu).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });

  it('edits: title and statement change, options are reworded or added but never removed; type and expected answer stay', async () => {
    const id = await activity();
    const mc = await json<Question>(t, master, 'POST', '/api/bse_questao', multipleChoice(id));
    const [rio, brasilia, salvador] = mc.multiplaEscolha;
    const edited = await json<Question>(t, master, 'PUT', `/api/bse_questao/${mc.codBseQuestao}`, {
      titulo: 'Capital do país',
      enuEnunciado: '<p>Qual é a capital?</p>',
      multiplaEscolha: [
        { codBseQuestaoOpcao: brasilia!.codBseQuestaoOpcao, descricao: 'Brasília (DF)', invalida: false },
        { codBseQuestaoOpcao: rio!.codBseQuestaoOpcao, descricao: 'Rio de Janeiro', invalida: true },
        { codBseQuestaoOpcao: salvador!.codBseQuestaoOpcao, descricao: 'Salvador', invalida: true },
        { descricao: 'São Paulo', invalida: true },
      ],
    });
    expect(edited.titulo).toBe('Capital do país');
    expect(edited.multiplaEscolha.map((o) => o.descricao)).toEqual(['Brasília (DF)', 'Rio de Janeiro', 'Salvador', 'São Paulo']);
    expect(edited.multiplaEscolha[0]!.codBseQuestaoOpcao).toBe(brasilia!.codBseQuestaoOpcao);

    const removing = await t.as(master, {
      method: 'PUT',
      url: `/api/bse_questao/${mc.codBseQuestao}`,
      payload: {
        titulo: 'x',
        enuEnunciado: '<p>x</p>',
        multiplaEscolha: [{ codBseQuestaoOpcao: brasilia!.codBseQuestaoOpcao, descricao: 'B', invalida: false }],
      },
    });
    expect(removing.statusCode).toBe(400);
    expect(removing.json()).toMatchObject({
      fields: { multiplaEscolha: 'As opções de uma questão de múltipla escolha não podem ser removidas.' },
    });
    expect((await json<Question>(t, master, 'GET', `/api/bse_questao/${mc.codBseQuestao}`)).titulo).toBe('Capital do país');

    const open = await json<Question>(t, master, 'POST', '/api/bse_questao', {
      codBseAtividade: id,
      titulo: 'Explique',
      enuEnunciado: '<p>Por quê?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'Porque sim.',
    });
    const reopened = await json<Question>(t, master, 'PUT', `/api/bse_questao/${open.codBseQuestao}`, {
      titulo: 'Explique melhor',
      enuEnunciado: '<p>Por quê?</p>',
      resRespostaEsperada: 'Outra',
      tipoQuestao: 'MULTIPLA_ESCOLHA',
    });
    expect(reopened).toMatchObject({ titulo: 'Explique melhor', tipoQuestao: 'DISCURSIVA', resRespostaEsperada: 'Porque sim.' });
  });

  it('deletes a question; one a student answered answers 409 and stays', async () => {
    const id = await activity();
    const q = await json<Question>(t, master, 'POST', '/api/bse_questao', multipleChoice(id));
    const kept = await json<Question>(t, master, 'POST', '/api/bse_questao', multipleChoice(id));
    await json(t, master, 'DELETE', `/api/bse_questao/${q.codBseQuestao}`);
    expect(await t.rows(sql`select 1 from bse_questao_opcao where cod_bse_questao = ${q.codBseQuestao}`)).toEqual([]);

    const [student] = await t.rows<{ id: number; turma: number }>(
      sql`select u.cod_bse_usuario as id, ut.cod_bse_turma as turma from bse_usuario u join bse_usuario_turma ut using (cod_bse_usuario) where u.cst_login = 'AUCE-0004' limit 1`,
    );
    await t.rows(sql`insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, cod_bse_questao_opcao)
      values (${kept.codBseQuestao}, ${id}, ${student!.turma}, ${student!.id}, ${kept.multiplaEscolha[1]!.codBseQuestaoOpcao})`);
    const refused = await t.as(master, { method: 'DELETE', url: `/api/bse_questao/${kept.codBseQuestao}` });
    expect(refused.statusCode).toBe(409);
    expect((await json<Question>(t, master, 'GET', `/api/bse_questao/${kept.codBseQuestao}`)).qtdRespostas).toBe(1);
    const other = await json<Question>(t, master, 'POST', '/api/bse_questao', multipleChoice(id));
    expect((await json<Question>(t, master, 'GET', `/api/bse_questao/${other.codBseQuestao}`)).qtdRespostas).toBe(0);
    expect((await json<Question[]>(t, master, 'GET', `/api/bse_questao?codBseAtividade=${id}`)).map((q) => q.qtdRespostas)).toEqual([1, 0]);
  });
});
