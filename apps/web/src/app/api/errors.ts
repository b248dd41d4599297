import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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
 * Text of a failure in the user's language: the answer's messageKey, else its code's default
 * message, else the Portuguese `message` of the server; `fallback` (a message key) for anything else.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error, fallback = 'somethingWrong') => {
      if (error instanceof ApiError) {
        const { messageKey, code, message } = error.body;
        if (code === NETWORK_ERROR_CODE) return t('errors.network');
        if (messageKey && isMessageKey(messageKey)) return t(messageKey, { ns: 'msg' });
        // The server's text is Portuguese: shown as is in pt, else the code's message in the user's language.
        if (message && i18n.language === 'pt') return message;
        if (isErrorCode(code)) return t(ERROR_CODES[code], { ns: 'msg' });
        if (message) return message;
      }
      return isMessageKey(fallback) ? t(fallback, { ns: 'msg' }) : t(fallback);
    },
    [t, i18n.language],
  );
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
