/**
 * The shape of a login code, XXXX-XXXX (X a letter or digit). In a file without zod: the web's
 * login screen masks with it and carries no zod (`@portal/shared/auth/login-mask`).
 */
export const LOGIN_MASK = 'XXXX-XXXX';
