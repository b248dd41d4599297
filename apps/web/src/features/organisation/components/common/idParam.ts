import { useParams } from 'react-router';

/** `:id` of an edit or view route as a positive integer; `null` on the create route; `NaN` when malformed. */
export function useIdParam(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

/** Letters only, upper-cased, at most 2: what the prefix inputs accept as the user types (§5). */
export function prefixInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);
}
