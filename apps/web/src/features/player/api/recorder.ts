import type { EvaluationBody, PlayProgress, ProgressRecord } from '@portal/shared/player';
import { newRecordId } from '../../../app/api/recordId';
import { enqueue } from './outbox';

/** What a game reports when it ends. */
export interface GameResult {
  pontuacao: number;
  tentativas: number;
  tempoSegundos: number;
}

/** Where the player writes what the child did: the server (a student), nowhere (a Professor's preview), the browser (training). */
export interface Recorder {
  complete(codTrlConteudo: number, result?: GameResult): void;
  position(codTrlConteudo: number): void;
  evaluate(codTrlCapitulo: number, respostas: EvaluationBody['respostas']): void;
}

export function studentRecorder(userId: number, codTrlLivro: number): Recorder {
  return {
    complete(codTrlConteudo, result) {
      const record: ProgressRecord = {
        id: newRecordId(),
        codTrlConteudo,
        pontuacao: result?.pontuacao ?? null,
        tentativas: result?.tentativas ?? null,
        tempoSegundos: result?.tempoSegundos ?? null,
        datRegistro: new Date().toISOString(),
      };
      enqueue(userId, { kind: 'progress', record });
    },
    position(codTrlConteudo) {
      enqueue(userId, { kind: 'position', body: { codTrlLivro, codTrlConteudo } });
    },
    evaluate(codTrlCapitulo, respostas) {
      enqueue(userId, { kind: 'evaluation', body: { id: newRecordId(), codTrlCapitulo, respostas } });
    },
  };
}

export const previewRecorder: Recorder = { complete() {}, position() {}, evaluate() {} };

/** The best scores with a new one (a game played again keeps its best). */
export function withBest(best: PlayProgress['melhores'], codTrlConteudo: number, pontuacao: number): PlayProgress['melhores'] {
  const before = best.find((b) => b.codTrlConteudo === codTrlConteudo);
  if (before && before.pontuacao >= pontuacao) return best;
  return [...best.filter((b) => b.codTrlConteudo !== codTrlConteudo), { codTrlConteudo, pontuacao }];
}

/** The training platform's progress: this browser only. */
const TRAINING_KEY = 'training-progress';
type TrainingState = PlayProgress;

export function trainingProgress(): TrainingState {
  const fresh: TrainingState = { concluidos: [], ultimoConteudo: null, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 };
  try {
    const parsed = JSON.parse(localStorage.getItem(TRAINING_KEY) ?? 'null') as Partial<TrainingState> | null;
    // An entry kept before the best scores were (issue 22) has none yet.
    if (parsed && Array.isArray(parsed.concluidos) && Array.isArray(parsed.capitulosAvaliados)) return { ...fresh, ...parsed };
  } catch {
    // A damaged entry starts over.
  }
  return fresh;
}

function saveTraining(update: (state: TrainingState) => TrainingState): void {
  localStorage.setItem(TRAINING_KEY, JSON.stringify(update(trainingProgress())));
}

export const trainingRecorder: Recorder = {
  complete(id, result) {
    saveTraining((s) => ({
      ...s,
      concluidos: s.concluidos.includes(id) ? s.concluidos : [...s.concluidos, id],
      ...(result && { melhores: withBest(s.melhores, id, result.pontuacao), tempoSegundos: s.tempoSegundos + result.tempoSegundos }),
    }));
  },
  position(id) {
    saveTraining((s) => ({ ...s, ultimoConteudo: id }));
  },
  evaluate(chapter) {
    saveTraining((s) => ({ ...s, capitulosAvaliados: [...new Set([...s.capitulosAvaliados, chapter])] }));
  },
};
