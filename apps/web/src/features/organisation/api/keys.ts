/** Query keys of the organisation feature; a mutation invalidates its entity's root key. */
export const orgKeys = {
  schools: ['bse_escola'] as const,
  units: ['bse_unidade'] as const,
  classes: ['bse_turma'] as const,
};

/** `?page=&pageSize=&q=&sort=` of a server-side list, without the empty ones. */
export function listQuery(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
