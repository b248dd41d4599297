import type { MessageKey } from './messages';

/**
 * Stable error codes the screens translate. Each code has a default message key;
 * a service may answer a more specific message with the same code.
 */
export const ERROR_CODES = {
  VALIDATION: 'invalidData',
  INVALID_JSON: 'invalidJson',
  PAYLOAD_TOO_LARGE: 'payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  INVALID_CREDENTIALS: 'invalidCredentials',
  NO_PORTAL_ACCESS: 'noPortalAccess',
  USER_DISABLED: 'userDisabled',
  TOO_MANY_ATTEMPTS: 'tooManyAttempts',
  UNAUTHENTICATED: 'sessionExpired',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'notFound',
  ROUTE_NOT_FOUND: 'routeNotFound',
  CONFLICT: 'rejected',
  DEPENDENCIES: 'dependencies',
  INTERNAL: 'somethingWrong',
} as const satisfies Record<string, MessageKey>;

export type ErrorCode = keyof typeof ERROR_CODES;
