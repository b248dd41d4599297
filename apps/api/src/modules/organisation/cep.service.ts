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
const clip = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/**
 * Asks the provider for one CEP with a short timeout. Any failure (unreachable, slow, not JSON,
 * unknown CEP, a state that is not a UF) is the same answer to the user: 'Endereço não encontrado!'.
 */
export async function lookupCep(provider: CepProvider, cep: string, warn: (reason: string) => void): Promise<CepDto> {
  const url = provider.url.includes('{cep}') ? provider.url.replaceAll('{cep}', cep) : `${provider.url}${cep}`;
  let payload: unknown;
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(provider.timeoutMs) });
    if (!response.ok) {
      if (response.status >= 500) warn(`provider answered ${response.status}`);
      throw notFound();
    }
    payload = await response.json();
  } catch (error) {
    if (!(error instanceof AppError)) warn(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    throw notFound();
  }
  const parsed = ViaCepAnswer.safeParse(payload);
  if (!parsed.success) {
    warn('provider answer is not a ViaCEP address');
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
