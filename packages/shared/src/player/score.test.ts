import { describe, expect, it } from 'vitest';
import { effortPoints, starsOf } from './score';

describe('the games’ scoring rule', () => {
  it('a finished game never scores below half; every first try right is 100 and 3 stars', () => {
    expect(effortPoints(1)).toBe(100);
    expect(effortPoints(0)).toBe(50);
    expect(starsOf(effortPoints(1))).toBe(3);
    expect(starsOf(effortPoints(0))).toBe(1);
  });

  it('a few mistakes still earn 3 stars: one wrong letter in a word of five letters, one wrong word of four blanks', () => {
    expect(effortPoints(5 / 6)).toBe(92);
    expect(starsOf(92)).toBe(3);
    expect(effortPoints(3 / 4)).toBe(88);
    expect(starsOf(88)).toBe(3);
  });

  it('half the first tries right is 2 stars; fewer is 1', () => {
    expect(starsOf(effortPoints(1 / 2))).toBe(2);
    expect(starsOf(effortPoints(2 / 3))).toBe(2);
    expect(starsOf(effortPoints(0.4))).toBe(1);
  });

  it('a game lost before its end earns less than half, by the part done, and no star', () => {
    expect(effortPoints(1, false)).toBe(49);
    expect(effortPoints(3 / 5, false)).toBe(30);
    expect(effortPoints(0, false)).toBe(0);
    expect(starsOf(49)).toBe(0);
  });

  it('a share out of range or not a number is held within 0 and 1', () => {
    expect(effortPoints(1.5)).toBe(100);
    expect(effortPoints(-1)).toBe(50);
    expect(effortPoints(Number.NaN)).toBe(50);
  });
});
