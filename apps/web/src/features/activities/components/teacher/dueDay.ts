import { DueDate } from '@portal/shared/activities';
import { dayToIso } from '../../../../app/components/DayInput';

/**
 * The due day typed (DD/MM/YYYY) as the API takes it (YYYY-MM-DD, the shared `DueDate`): null when left
 * empty (no due day), undefined when it is no day the API accepts.
 */
export function dueDayOf(text: string): string | null | undefined {
  const iso = dayToIso(text);
  if (iso === null) return null;
  return iso !== undefined && DueDate.safeParse(iso).success ? iso : undefined;
}
