import { useEffect, useState } from 'react';
import type { PlayPathDto } from '@portal/shared/player';
import { keepPictures, keptBytes } from '../../../app/offline/deviceCopies';

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

/**
 * Once the path is open with the network, its pictures are kept on the device (its answers already are:
 * app/offline/readOrKept.ts), and the bytes kept are counted for the screen ('Disponível sem internet: 4,2 MB').
 * Null until counted.
 */
export function useKeptOffline(userId: number | null, path: PlayPathDto | undefined): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    if (userId === null || !path) return;
    let current = true;
    void (async () => {
      if (navigator.onLine) await keepPictures(picturesOf(path));
      const total = await keptBytes(userId);
      if (current) setBytes(total);
    })();
    return () => {
      current = false;
    };
  }, [userId, path]);
  return bytes;
}
