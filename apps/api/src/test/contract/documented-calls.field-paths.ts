/** The field paths of the documented calls' list (`a`, `a.b`, `a[].b`, `**.a`, `nome_*`), read in an answer or a body. */

export type Json = unknown;
export const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function deepHas(value: Json, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => deepHas(v, key));
  if (!isObject(value)) return false;
  return key in value || Object.values(value).some((v) => deepHas(v, key));
}

/** Whether `value` carries the field path (`a`, `a.b`, `a[].b`, `**.a`, `nome_*`); for `[]`, the array's first element. */
export function has(value: Json, path: string): boolean {
  if (path.startsWith('**.')) return deepHas(value, path.slice(3));
  let current: Json = value;
  for (const segment of path.split('.')) {
    const isArray = segment.endsWith('[]');
    const key = isArray ? segment.slice(0, -2) : segment;
    if (!isObject(current)) return false;
    if (key.endsWith('*')) return Object.keys(current).some((k) => k.startsWith(key.slice(0, -1)));
    if (!(key in current)) return false;
    current = current[key];
    if (isArray) {
      if (!Array.isArray(current) || current.length === 0) return false;
      current = current[0];
    }
  }
  return true;
}

/** The leaf paths of a JSON body, in the list's notation (`a`, `a.b`, `a[].b`, `[].a`). */
export function leaves(value: Json, prefix = ''): string[] {
  if (Array.isArray(value)) {
    if (value.length > 0 && isObject(value[0])) return leaves(value[0], `${prefix}[].`);
    return [prefix.replace(/\.$/, '')];
  }
  if (!isObject(value)) return [prefix.replace(/\.$/, '')];
  return Object.entries(value).flatMap(([key, child]) => {
    if (isObject(child)) return leaves(child, `${prefix}${key}.`);
    if (Array.isArray(child) && child.length > 0 && isObject(child[0])) return leaves(child[0], `${prefix}${key}[].`);
    return [`${prefix}${key}`];
  });
}
