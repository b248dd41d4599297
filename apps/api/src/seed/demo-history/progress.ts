import type { Tx } from '../../db/client';
import { trlAvaliacaoCapitulo, trlAvaliacaoRegistro, trlPosicao, trlProgresso } from '../../db/schema';
import { insertFromJson } from './batch';
import type { HistoryContext } from './context';
import { later } from './days';
import { Random } from './random';

/** How far each student of a class got, by their place in the class (by login): the first (Alice in 6º Ano A) mid-way. */
const SHARE_DONE = [0.6, 1, 0.8, 0.35, 0.15, 0.5];
/** How the evaluation's faces are chosen (1 to 5): mostly content children. */
const FACES = [1, 2, 3, 3, 4, 4, 4, 5, 5, 5];

/**
 * The player's records (`trl_progresso`, `trl_posicao`, `trl_avaliacao_capitulo`: what the player resumes
 * from and the gradebook and the Progresso and Avaliação da Trilha reports read): each student of a class with
 * an active path (the demo's: 6º Ano A and its path 'Ciências - 6º Ano') went through it in order, a few items a
 * session on school days of the last two months (the latest in the last two weeks), each up to a different
 * point; a game with its score (the effort rule's 50-100, now and then played again for more), attempts and
 * time; each chapter finished with its evaluation (1 to 5 per question).
 */
export async function seedProgress(tx: Tx, ctx: HistoryContext): Promise<{ records: number; evaluations: number }> {
  const random = new Random('progress');

  const records: (typeof trlProgresso.$inferInsert)[] = [];
  const positions: (typeof trlPosicao.$inferInsert)[] = [];
  const evaluations: (typeof trlAvaliacaoCapitulo.$inferInsert)[] = [];
  const evaluationIds: (typeof trlAvaliacaoRegistro.$inferInsert)[] = [];
  // Sessions over the last two months, the latest in the last two weeks.
  const earlier = ctx.days.schoolDays(-60, -15);
  const recent = ctx.days.schoolDays(-14, -1);

  for (const cls of ctx.classes) {
    const path = ctx.paths.get(ctx.activePaths.get(cls.id) ?? -1);
    if (!path) continue;
    for (const [place, student] of cls.students.entries()) {
      const done = Math.round(SHARE_DONE[place % SHARE_DONE.length]! * path.items.length);
      if (done === 0) continue;
      const ability = 0.55 + random.next() * 0.4;
      const sessionDays = [...random.sample(earlier, Math.ceil(done / 3) - 1), random.pick(recent)];
      let at = ctx.days.at(sessionDays[0]!, random.int(9, 19), random.int(0, 59));
      let session = 0;
      for (const [k, item] of path.items.slice(0, done).entries()) {
        const day = Math.min(Math.floor(k / 3), sessionDays.length - 1);
        if (day !== session) {
          session = day;
          at = ctx.days.at(sessionDays[day]!, random.int(9, 19), random.int(0, 59));
        } else if (k > 0) at = later(at, random.int(2, 7));
        const base = {
          codBseUsuario: student.id,
          codBseTurma: cls.id,
          codTrlLivro: path.id,
          codTrlCapitulo: item.chapterId,
          codTrlConteudo: item.id,
        };
        if (!item.isGame) {
          records.push({ ...base, codTrlProgresso: random.uuid(), datRegistro: at, datRecebimento: later(at, 0.1) });
        } else {
          const share = Math.max(0, Math.min(1, ability + (random.next() - 0.5) * 0.5));
          let score = Math.round(50 + 50 * share);
          const play = () => ({ numPontuacao: score, numTentativas: random.int(4, 14), numTempoSegundos: random.int(45, 240) });
          records.push({ ...base, ...play(), codTrlProgresso: random.uuid(), datRegistro: at, datRecebimento: later(at, 0.1) });
          if (score < 85 && random.chance(0.35)) {
            at = later(at, random.int(3, 5));
            score = Math.min(100, score + random.int(6, 20));
            records.push({ ...base, ...play(), codTrlProgresso: random.uuid(), datRegistro: at, datRecebimento: later(at, 0.1) });
          }
        }
        // The chapter's last item: its evaluation follows.
        const next = path.items[k + 1];
        if (!next || next.chapterId !== item.chapterId) {
          const id = random.uuid();
          const when = later(at, 1);
          evaluationIds.push({ codRegistro: id, codBseUsuario: student.id, datRecebimento: when });
          for (const question of ctx.evaluationQuestions) {
            evaluations.push({
              ...base,
              codRegistro: id,
              codAvaliacao: question,
              numAvaliacao: Math.min(5, random.pick(FACES) + (ability > 0.8 ? 1 : 0)),
              datRegistro: when,
            });
          }
        }
      }
      // Where the student stopped: the next item, or the last one of a finished path.
      positions.push({
        codBseUsuario: student.id,
        codTrlLivro: path.id,
        codTrlConteudo: path.items[Math.min(done, path.items.length - 1)]!.id,
        datAtualizacao: at,
      });
    }
  }
  await insertFromJson(tx, trlProgresso, records);
  if (positions.length > 0) await tx.insert(trlPosicao).values(positions);
  if (evaluationIds.length > 0) await tx.insert(trlAvaliacaoRegistro).values(evaluationIds);
  await insertFromJson(tx, trlAvaliacaoCapitulo, evaluations);
  return { records: records.length, evaluations: evaluations.length };
}
