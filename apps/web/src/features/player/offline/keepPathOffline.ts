import type { PlayPathDto } from '@portal/shared/player';

/** Every picture the path shows (`/uploads/...` in any of its items: images, dialogues' characters, games' cards). */
export function picturesOf(path: PlayPathDto): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/uploads/')) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(path);
  return [...found];
}
