import { queryOptions, useQuery } from '@tanstack/react-query';
import { ActiveLessonAnswer } from '@portal/shared/class-lessons';
import { EvaluationQuestionDto, PlayPathDto } from '@portal/shared/player';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';
import { readOrKept } from '../../../app/offline/readOrKept';
import { useMe } from '../../../app/session/me';
import { activePathPath, playPathPath, readEarlyOr } from '../../../app/session/early';

export const playerKeys = {
  active: (classId: number | null) => ['plataforma', 'ativa', classId] as const,
  path: (pathId: number | null) => ['plataforma', 'trilha', pathId] as const,
  training: ['plataforma', 'treinamento'] as const,
  questions: ['plataforma', 'avaliacao', 'perguntas'] as const,
};

/**
 * The player's reads are kept on the device for the signed-in `userId` (issue 28): without the network, the player
 * opens from the kept copies (app/offline). `userId` null keeps nothing (the training platform, no sign-in).
 */
const readKept = <T>(userId: number | null, path: string, schema: z.ZodType<T>, signal?: AbortSignal) =>
  readOrKept(userId, path, schema, () => readEarlyOr(path, schema, signal));

/** The current class's active path and whether it has content (the player opens only then). */
export function useActiveLesson(classId: number | null, userId: number | null) {
  return useQuery({
    queryKey: playerKeys.active(classId),
    queryFn: ({ signal }) => readKept(userId, activePathPath(classId!), ActiveLessonAnswer, signal),
    enabled: classId !== null,
  });
}

/** The path in its play form with the student's progress. Read once per visit: the player keeps its own state after. */
export function usePlayPath(pathId: number | null, userId: number | null) {
  return useQuery({
    queryKey: playerKeys.path(pathId),
    queryFn: ({ signal }) => readKept(userId, playPathPath(pathId!), PlayPathDto, signal),
    enabled: pathId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The public training path (no sign-in). */
export function useTrainingPath() {
  return useQuery({
    queryKey: playerKeys.training,
    queryFn: ({ signal }) => apiRequest('/api/plataforma/treinamento', { schema: PlayPathDto, signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The chapter evaluation's questions (a seeded catalogue in the three languages). */
const QUESTIONS_PATH = '/api/plataforma/avaliacao/perguntas';
const Questions = z.array(EvaluationQuestionDto);

/** The questions' query; with `userId`, their answer is kept on the device for that student (app/offline). */
export const evaluationQuestionsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: playerKeys.questions,
    queryFn: ({ signal }) => readOrKept(userId, QUESTIONS_PATH, Questions, () => apiRequest(QUESTIONS_PATH, { schema: Questions, signal })),
    staleTime: Infinity,
  });

/** The questions, kept on the device for the signed-in student (none on the training platform: no one signed in). */
export function useEvaluationQuestions(enabled: boolean) {
  const userId = useMe().data?.codBseUsuario ?? null;
  return useQuery({ ...evaluationQuestionsQuery(userId), enabled });
}
