import { useSearchParams } from 'react-router';
import { useMe } from '../../../../app/session/me';

/** The class whose answers are shown: `?turma=` when a manager came from another list, else the current class. */
export function useGradingClass(): number | null {
  const [params] = useSearchParams();
  const { data: user } = useMe();
  const fromAddress = Number(params.get('turma'));
  return Number.isInteger(fromAddress) && fromAddress > 0 ? fromAddress : (user?.codBseTurma ?? null);
}
