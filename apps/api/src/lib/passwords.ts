import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

type Argon2Options = { algorithm: 2; memoryCost: number; timeCost: number; parallelism: number };

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane (`$argon2id$v=19$m=19456,t=2,p=1$...`). */
export const PRODUCTION_ARGON2: Argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The test runner's parameters (64 KiB, 1 iteration): hundreds of test hashes cost microseconds
 * instead of ~20 ms each. No configuration reaches them: only `useCheapHashingInTests`, which
 * refuses to run outside Vitest. A hash records its own parameters, so `verify` needs no switch.
 */
const TEST_ARGON2: Argon2Options = { algorithm: 2, memoryCost: 64, timeCost: 1, parallelism: 1 };

let options = PRODUCTION_ARGON2;

/** Called by the API tests' setup file (and the test that proves the production parameters). */
export function useCheapHashingInTests(cheap: boolean): void {
  if (process.env.VITEST !== 'true') throw new Error('Parâmetros de senha de teste só existem dentro do Vitest.');
  options = cheap ? TEST_ARGON2 : PRODUCTION_ARGON2;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown login costs as much time as a known one. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('portal-escolar-dummy');
  await verifyPassword(await dummyHash, password);
}

/** Generated first passwords: 8 characters without look-alikes (0/O, 1/l/I) and never starting a formula. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function generatePassword(length = 8): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}
