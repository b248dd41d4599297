import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';

/**
 * The language a client's Accept-Language asks for, for what the server writes in words itself (relatorio.csv's
 * header row, when the call does not name its language); 'pt-BR' reads as pt, a language the portal lacks as pt.
 */
export function readerLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = new Negotiator({ headers }).language([...LANGUAGES]);
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : 'pt';
}
