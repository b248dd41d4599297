import { UAParser } from 'ua-parser-js';

export interface ClientDetails {
  nomSo: string | null;
  txtVersaoSo: string | null;
  nomNavegador: string | null;
  txtVersaoNavegador: string | null;
}

const cut = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/** The operating system and browser named by a User-Agent header, for the access log. */
export function parseUserAgent(header: string | undefined): ClientDetails {
  const result = UAParser(header ?? '');
  return {
    nomSo: cut(result.os.name, 60),
    txtVersaoSo: cut(result.os.version, 40),
    nomNavegador: cut(result.browser.name, 60),
    txtVersaoNavegador: cut(result.browser.version, 40),
  };
}
