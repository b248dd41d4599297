import { startCepProvider } from '../apps/api/src/test/cep-provider';

/**
 * Playwright global setup: the ViaCEP-compatible postal-code provider the app under test asks
 * (`CEP_PROVIDER_URL` in playwright.config.ts points at it), on loopback, for the whole run.
 */
export default async function startProvider(): Promise<() => Promise<void>> {
  const provider = await startCepProvider({ port: Number(process.env.E2E_CEP_PORT) });
  return () => provider.close();
}
