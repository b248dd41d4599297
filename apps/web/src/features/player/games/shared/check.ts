import { answerKey, foldForGame } from '@portal/shared/player';

export { foldForGame };

/** A move is right when the key of what the child chose equals the item's `chave` (the games never hold the answer). */
export function isRight(salt: string, item: string, value: string, chave: string): boolean {
  return answerKey(salt, item, value) === chave;
}

/** A fresh random order (Fisher-Yates). */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
