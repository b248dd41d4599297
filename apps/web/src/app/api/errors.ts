import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ERROR_CODES, type ErrorCode } from '@portal/shared/common/error-codes';
import { isMessageKey } from '../../i18n';
import { ApiError, NETWORK_ERROR_CODE } from './client';

function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
}

/** Translates a message key of the shared catalogue; other text passes through unchanged. */
export function useMessage(): (keyOrText: string | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (keyOrText) => {
      if (!keyOrText) return undefined;
      return isMessageKey(keyOrText) ? t(keyOrText, { ns: 'msg' }) : keyOrText;
    },
    [t],
  );
}

/**
 * The reference a person quotes to the support for an unexpected failure (issue 15): the first 8
 * characters of the request's id, which the server's log lines carry too. Only for answers of 500
 * and above: a 4xx is an answer the message explains (a field, a permission, a conflict), and a
 * network failure reached no server (no id).
 */
export function errorReference(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 500) return undefined;
  return error.body.requestId?.slice(0, 8) || undefined;
}

/**
 * Text of a failure in the user's language: the answer's messageKey, else its code's default
 * message, else the Portuguese `message` of the server; `fallback` (a message key) for anything else.
 * An unexpected failure (5xx) ends with its reference: 'Código do erro: 3f2a9c1e' (errorReference).
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, fallback = 'somethingWrong') => {
      const text = messageOf(error, fallback, t, i18n.language);
      const code = errorReference(error);
      if (!code) return text;
      return `${/[.!?…]$/.test(text) ? text : `${text}.`} ${t('errors.reference', { code })}`;
    },
    [t, i18n.language],
  );
}

function messageOf(error: unknown, fallback: string, t: TFunction, language: string): string {
  if (error instanceof ApiError) {
    const { messageKey, code, message } = error.body;
    if (code === NETWORK_ERROR_CODE) return t('errors.network');
    if (messageKey && isMessageKey(messageKey)) return t(messageKey, { ns: 'msg' });
    // The server's text is Portuguese: shown as is in pt, else the code's message in the user's language.
    if (message && language === 'pt') return message;
    if (isErrorCode(code)) return t(ERROR_CODES[code], { ns: 'msg' });
    if (message) return message;
  }
  return isMessageKey(fallback) ? t(fallback, { ns: 'msg' }) : t(fallback);
}

/** Field messages of a 400 answer, translated (fieldKeys first, then the Portuguese fields). */
export function useFieldErrors(): (error: unknown) => Record<string, string> {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (!(error instanceof ApiError)) return {};
      const out: Record<string, string> = {};
      for (const [field, text] of Object.entries(error.body.fields ?? {})) out[field] = text;
      for (const [field, key] of Object.entries(error.body.fieldKeys ?? {})) {
        if (isMessageKey(key)) out[field] = t(key, { ns: 'msg' });
      }
      return out;
    },
    [t],
  );
}
