import { useSearchParams } from 'react-router';
import { useMe } from '../../../app/session/me';

/**
 * The class whose activities and answers are shown: `?turma=` when the staff came from the class
 * list (the server checks it is in their scope), else the caller's current class.
 */
export function useActivityClass(): number | null {
  const [params] = useSearchParams();
  const { data: user } = useMe();
  const fromAddress = Number(params.get('turma'));
  return Number.isInteger(fromAddress) && fromAddress > 0 ? fromAddress : (user?.codBseTurma ?? null);
}

/** `?turma={id}`: the class carried to the next screen, so a change of current class meanwhile does not swap it. */
export const classQuery = (classId: number | null) => (classId === null ? '' : `?turma=${classId}`);
