import { type CepDto, UFS } from '@portal/shared/organisation';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';

/** The postal-code provider: a ViaCEP-compatible URL with `{cep}` where the 8 digits go. */
export interface CepProvider {
  url: string;
  timeoutMs: number;
}

export const DEFAULT_CEP_PROVIDER_URL = 'https://viacep.com.br/ws/{cep}/json/';
export const DEFAULT_CEP_TIMEOUT_MS = 3000;

/** ViaCEP's answer (`erro` is `true` or `"true"` for an unknown CEP, depending on its version). */
const ViaCepAnswer = z.object({
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
  localidade: z.string().optional(),
  uf: z.string().optional(),
  erro: z.union([z.boolean(), z.string()]).optional(),
});

const notFound = () => new AppError(404, 'NOT_FOUND', 'addressNotFound');

/**
 * Why the provider gave no address, as a key of the message catalogue (the /admin page shows it in the
 * user's language); the technical reason goes to the log beside it.
 */
export type CepFailure = 'cepUnreachable' | 'cepTimeout' | 'cepProviderError' | 'cepProviderInvalid';

/** A failed request's kind and its technical reason: fetch's 'fetch failed' says nothing without its cause's code (ECONNREFUSED, ENOTFOUND…). */
function failureOf(error: unknown): { failure: CepFailure; reason: string } {
  if (!(error instanceof Error)) return { failure: 'cepUnreachable', reason: String(error) };
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  const reason = `${error.name}: ${error.message}${detail ? ` (${detail})` : ''}`;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return { failure: 'cepTimeout', reason };
  // response.json() on an answer that is not JSON.
  if (error instanceof SyntaxError) return { failure: 'cepProviderInvalid', reason };
  return { failure: 'cepUnreachable', reason };
}

const clip = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/**
 * Asks the provider for one CEP with a short timeout. Any failure (unreachable, slow, not JSON,
 * unknown CEP, a state that is not a UF) is the same answer to the user: 'Endereço não encontrado!';
 * a failure of the provider itself (not an unknown CEP) is also told to `warn`, with its kind.
 */
export async function lookupCep(provider: CepProvider, cep: string, warn: (reason: string, failure: CepFailure) => void): Promise<CepDto> {
  const url = provider.url.includes('{cep}') ? provider.url.replaceAll('{cep}', cep) : `${provider.url}${cep}`;
  let payload: unknown;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(provider.timeoutMs) });
    if (!response.ok) {
      if (response.status >= 500) warn(`provider answered ${response.status}`, 'cepProviderError');
      throw notFound();
    }
    payload = await response.json();
  } catch (error) {
    if (!(error instanceof AppError)) {
      const { failure, reason } = failureOf(error);
      warn(reason, failure);
    }
    throw notFound();
  }
  const parsed = ViaCepAnswer.safeParse(payload);
  if (!parsed.success) {
    warn('provider answer is not a ViaCEP address', 'cepProviderInvalid');
    throw notFound();
  }
  const { erro, logradouro, bairro, localidade, uf } = parsed.data;
  const state = (uf ?? '').trim().toUpperCase();
  if (erro === true || erro === 'true' || !(UFS as readonly string[]).includes(state) || !localidade?.trim()) throw notFound();
  return {
    dscCep: cep,
    dscRua: clip(logradouro, 150),
    dscBairro: clip(bairro, 100),
    dscCidade: clip(localidade, 100),
    dscEstado: state,
  };
}
