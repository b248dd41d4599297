/**
 * The one scoring rule of every game (DECISIONS.md, "Scoring that rewards effort"). A game measures
 * `share`, the part of the child's checked moves that were right at the first try (0-1, each game says
 * what its moves are); a finished game earns half the points for finishing and the other half by that
 * share, so it never scores below 50; a game lost before its end (the hangman's six chances spent) earns
 * at most 49, by the part of it that was done.
 */
export function effortPoints(share: number, finished = true): number {
  const part = Math.max(0, Math.min(1, Number.isFinite(share) ? share : 0));
  return finished ? Math.round(50 + 50 * part) : Math.min(49, Math.round(50 * part));
}

/** Points at or above each of these earn one more star: finished (1), half the first tries right (2), three quarters (3). */
export const STAR_THRESHOLDS = [50, 75, 88] as const;

/** The stars of a game's points: three for a game won with a few mistakes (at least 3 of 4 first tries right). */
export function starsOf(points: number): 0 | 1 | 2 | 3 {
  return STAR_THRESHOLDS.filter((threshold) => points >= threshold).length as 0 | 1 | 2 | 3;
}
