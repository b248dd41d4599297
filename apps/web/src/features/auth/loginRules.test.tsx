import { describe, expect, it } from 'vitest';
import { LoginBody, LOGIN_MASK } from '@portal/shared/auth';
import { caretAfter, loginErrors, maskLoginCode } from './loginRules';

/** The first message of each field, as the zod resolver of the form used to show them. */
function zodErrors(values: { username: string; password: string }): Record<string, string> {
  const parsed = LoginBody.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = String(issue.path[0]);
    out[field] ??= issue.message;
  }
  return out;
}

describe('loginRules', () => {
  it.each([
    ['', ''],
    ['   ', 'abcd'],
    ['AUCE-0003', 'abcd'],
    ['AUCE-0003', 'abcde'],
    ['A'.repeat(21), 'x'.repeat(201)],
    ['A'.repeat(20), 'x'.repeat(200)],
    [' auce-0003 ', 'Prof@2026'],
  ])('finds what the shared LoginBody finds for %j / %j', (username, password) => {
    expect(loginErrors({ username, password })).toEqual(zodErrors({ username, password }));
  });

  it.each([
    ['auce0003x', 'AUCE-0003'],
    ['auce', 'AUCE'],
    ['auce0', 'AUCE-0'],
    ['AUCE-', 'AUCE'],
    ['a-u.c e!0003', 'AUCE-0003'],
    ['', ''],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskLoginCode(typed, LOGIN_MASK)).toBe(masked);
  });

  it('puts the caret after the same letter or digit', () => {
    expect(caretAfter('AUCE-0', 5)).toBe(6);
    expect(caretAfter('AUCE-0003', 4)).toBe(4);
    expect(caretAfter('AUCE', 0)).toBe(0);
  });
});
