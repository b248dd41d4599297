import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type Rows<T> = { rows: T[] };

/**
 * Answers at network scale (issue 11's bench): `activities` activities of two questions (a multiple
 * choice, a discursive one), each active in every class, answered by every student of every class.
 * With the generated network's 100,000 students and 25 activities: 5,000,000 stored answers. Set-based,
 * one INSERT … SELECT per activity (a bounded transaction each), like the network generator.
 */
export async function generateAnswers(db: Db, activities: number): Promise<{ answers: number; ms: number }> {
  const started = Date.now();
  const [first] = (
    (await db.execute(sql`select cod_trl_capitulo as id from trl_capitulo order by cod_trl_capitulo limit 1`)) as Rows<{ id: number }>
  ).rows;
  if (!first) throw new Error('no chapter to hang the activities on');
  for (let n = 1; n <= activities; n += 1) {
    await db.transaction(async (tx) => {
      const [activity] = (
        (await tx.execute(sql`
          insert into bse_atividade (nom_atividade, des_descricao, cod_trl_capitulo)
          values (${`Avaliação gerada ${n}`}, 'Gerada para a medição', ${first.id}) returning cod_bse_atividade as id`)) as Rows<{
          id: number;
        }>
      ).rows;
      const id = activity!.id;
      await tx.execute(sql`
        insert into bse_questao (cod_bse_atividade, titulo, enu_enunciado, tipo_questao, res_resposta_esperada)
        values (${id}, 'Escolha', '<p>Qual é a certa?</p>', 'MULTIPLA_ESCOLHA', null),
               (${id}, 'Explique', '<p>Explique.</p>', 'DISCURSIVA', 'Uma explicação.')`);
      await tx.execute(sql`
        insert into bse_questao_opcao (cod_bse_questao, descricao, invalida, num_ordem)
        select q.cod_bse_questao, o.descricao, o.invalida, o.ordem
        from bse_questao q, (values ('Certa', false, 1), ('Errada', true, 2)) o(descricao, invalida, ordem)
        where q.cod_bse_atividade = ${id} and q.tipo_questao = 'MULTIPLA_ESCOLHA'`);
      await tx.execute(sql`
        insert into bse_atividade_turma (cod_bse_atividade, cod_bse_turma, ind_ativo)
        select ${id}, t.cod_bse_turma, 'S' from bse_turma t`);
      // Every student of every class answers both questions (half of them the wrong option).
      await tx.execute(sql`
        insert into bse_questao_resposta (cod_bse_questao, cod_bse_atividade, cod_bse_turma, cod_bse_usuario, cod_bse_questao_opcao, res_resposta, dat_resposta)
        select q.cod_bse_questao, ${id}, ut.cod_bse_turma, ut.cod_bse_usuario, o.cod_bse_questao_opcao,
          case when q.tipo_questao = 'DISCURSIVA' then '<p>Minha explicação.</p>' end,
          now() - make_interval(mins => ut.cod_bse_usuario % 10000)
        from bse_questao q
        join bse_usuario_turma ut on true
        join bse_usuario u on u.cod_bse_usuario = ut.cod_bse_usuario and u.cod_bse_perfil = 6
        left join bse_questao_opcao o on o.cod_bse_questao = q.cod_bse_questao and o.num_ordem = 1 + ut.cod_bse_usuario % 2
        where q.cod_bse_atividade = ${id}`);
    });
  }
  await db.execute(sql`vacuum analyze bse_questao_resposta`);
  const [count] = ((await db.execute(sql`select count(*)::integer as n from bse_questao_resposta`)) as Rows<{ n: number }>).rows;
  return { answers: count!.n, ms: Date.now() - started };
}
