import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small ViaCEP-compatible postal-code service on loopback, for the API and browser tests
 * (`GET /ws/{cep}/json/`). Known CEPs answer an address; a few CEPs stand for the provider's
 * failures; any other CEP answers ViaCEP's `{"erro": "true"}`.
 */
export const TEST_CEPS = {
  '30130010': { logradouro: 'Avenida Afonso Pena', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '69900970': { logradouro: 'Rua Rio Grande do Sul', bairro: 'Centro', localidade: 'Rio Branco', uf: 'AC' },
} as const;

/** CEPs that make the provider misbehave. */
export const FAILING_CEPS = {
  serverError: '50000000',
  notJson: '40000000',
  slow: '90000000',
  /** An answer without a valid state. */
  badState: '41000000',
} as const;

export interface CepProviderServer {
  /** `CEP_PROVIDER_URL` for the app: `http://127.0.0.1:{port}/ws/{cep}/json/`. */
  url: string;
  /** Requests seen, by CEP. */
  hits: string[];
  close(): Promise<void>;
}

export async function startCepProvider(options: { port?: number; slowMs?: number } = {}): Promise<CepProviderServer> {
  const hits: string[] = [];
  const slowMs = options.slowMs ?? 5000;
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const match = /^\/ws\/(\d{8})\/json\/?$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(400, { 'content-type': 'application/json' }).end('{"erro":true}');
      return;
    }
    const cep = match[1]!;
    hits.push(cep);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (cep === FAILING_CEPS.serverError) return json(500, { message: 'indisponível' });
    if (cep === FAILING_CEPS.notJson) return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>erro</html>');
    if (cep === FAILING_CEPS.badState) return json(200, { cep, logradouro: 'Rua X', bairro: 'Y', localidade: 'Z', uf: 'XX' });
    if (cep === FAILING_CEPS.slow) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        json(200, { cep, ...TEST_CEPS['30130010'] });
      }, slowMs);
      timers.add(timer);
      return undefined;
    }
    const known = (TEST_CEPS as Record<string, (typeof TEST_CEPS)[keyof typeof TEST_CEPS]>)[cep];
    if (!known) return json(200, { erro: 'true' });
    return json(200, { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, complemento: '', ...known, ibge: '0000000', ddd: '00' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/ws/{cep}/json/`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
