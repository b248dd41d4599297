/**
 * The rules of the shared LoginBody (packages/shared/src/auth/auth.schemas.ts) for the two fields of
 * the login form, written out so that the first screen carries no zod; loginRules.test.tsx holds
 * them to LoginBody. Each answers the message key of the first rule broken, or null.
 */
export type LoginValues = { username: string; password: string };
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function usernameError(value: string): string | null {
  const code = value.trim();
  if (code.length < 1) return 'usernameRequired';
  if (code.length > 20) return 'invalidCredentials';
  return null;
}

export function passwordError(value: string): string | null {
  if (value.length < 1) return 'passwordRequired';
  if (value.length < 5) return 'passwordMin';
  if (value.length > 200) return 'invalidCredentials';
  return null;
}

export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const username = usernameError(values.username);
  const password = passwordError(values.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

/** A letter or digit: the `X` of the mask. */
const CODE_CHAR = /[0-9A-Za-z]/;

/**
 * Masks what was typed with `mask` (LOGIN_MASK, XXXX-XXXX): letters and digits only, upper-cased, at
 * most as many as the mask's X, its fixed characters put in once the next X is typed.
 */
export function maskLoginCode(typed: string, mask: string): string {
  const chars = [...typed].filter((char) => CODE_CHAR.test(char)).map((char) => char.toUpperCase());
  let out = '';
  for (const slot of mask) {
    if (chars.length === 0) break;
    out += slot === 'X' ? chars.shift() : slot;
  }
  return out;
}

/** The position just after the `count`-th letter or digit of a masked value (where the caret goes). */
export function caretAfter(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (CODE_CHAR.test(masked.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return masked.length;
}

export function codeCharsIn(text: string): number {
  return [...text].filter((char) => CODE_CHAR.test(char)).length;
}
