import type { EvaluationBody, ProgressRecord } from '@portal/shared/player';
import { enqueue, newRecordId } from './outbox';

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

/** The training platform's progress: this browser only. */
const TRAINING_KEY = 'training-progress';
interface TrainingState {
  concluidos: number[];
  ultimoConteudo: number | null;
  capitulosAvaliados: number[];
}

export function trainingProgress(): TrainingState {
  try {
    const parsed = JSON.parse(localStorage.getItem(TRAINING_KEY) ?? 'null') as TrainingState | null;
    if (parsed && Array.isArray(parsed.concluidos) && Array.isArray(parsed.capitulosAvaliados)) return parsed;
  } catch {
    // A damaged entry starts over.
  }
  return { concluidos: [], ultimoConteudo: null, capitulosAvaliados: [] };
}

function saveTraining(update: (state: TrainingState) => TrainingState): void {
  localStorage.setItem(TRAINING_KEY, JSON.stringify(update(trainingProgress())));
}

export const trainingRecorder: Recorder = {
  complete(id) {
    saveTraining((s) => ({ ...s, concluidos: s.concluidos.includes(id) ? s.concluidos : [...s.concluidos, id] }));
  },
  position(id) {
    saveTraining((s) => ({ ...s, ultimoConteudo: id }));
  },
  evaluate(chapter) {
    saveTraining((s) => ({ ...s, capitulosAvaliados: [...new Set([...s.capitulosAvaliados, chapter])] }));
  },
};
