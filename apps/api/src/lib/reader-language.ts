import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '@portal/shared/common/translations';

/**
 * The language a reader asked for (Accept-Language, which the web app sets to the screen's language), for what
 * the server writes in words itself (relatorio.csv's header row); 'pt-BR' reads as pt, anything else as pt.
 */
export function readerLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = new Negotiator({ headers }).language([...LANGUAGES]);
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : 'pt';
}
