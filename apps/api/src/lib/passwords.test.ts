import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, useCheapHashingInTests, verifyPassword } from './passwords';

// The other API test files hash with cheap parameters (test/setup.ts); this one proves the real ones.
describe('password hashing', () => {
  afterEach(() => useCheapHashingInTests(true));

  it("stores argon2id with OWASP's production parameters", async () => {
    useCheapHashingInTests(false);
    const stored = await hashPassword('Senha@2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verifyPassword(stored, 'Senha@2026')).toBe(true);
    expect(await verifyPassword(stored, 'senha@2026')).toBe(false);
  });

  it('verifies a cheap test hash by the parameters it records, and refuses a malformed one', async () => {
    const cheap = await hashPassword('Senha@2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'Senha@2026')).toBe(true);
    expect(await verifyPassword('not-a-hash', 'Senha@2026')).toBe(false);
  });

  it('keeps the cheap parameters out of reach outside the test runner', () => {
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => useCheapHashingInTests(true)).toThrow('só existem dentro do Vitest');
    } finally {
      process.env.VITEST = vitest;
    }
  });
});
