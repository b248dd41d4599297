import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { mockApi, renderWithProviders } from '../../test/render';
import { OfflineNotice } from './OfflineNotice';

/** A screen reading the API, as every signed-in screen does. */
function ScreenReading() {
  const read = useQuery({ queryKey: ['offline-notice-test'], queryFn: () => apiRequest('/api/algo') });
  return <p>{read.isError ? 'leitura falhou' : 'lendo'}</p>;
}

function withoutNetwork() {
  mockApi({
    'GET /api/algo': () => {
      throw new TypeError('Failed to fetch');
    },
  });
}

describe('the notice of a screen without the network', () => {
  it('says what still works and what waits for the connection once a read finds no network', async () => {
    withoutNetwork();
    renderWithProviders(
      <>
        <OfflineNotice />
        <ScreenReading />
      </>,
      { route: '/chat/listar' },
    );
    expect(await screen.findByText('leitura falhou')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sem conexãoVocê está sem internet. A Trilha continua funcionando neste aparelho; atividades, chat, fórum e relatórios voltam assim que a conexão voltar.',
    );
  });

  it('leaves the player to say it its own way', async () => {
    withoutNetwork();
    renderWithProviders(
      <>
        <OfflineNotice />
        <ScreenReading />
      </>,
      { route: '/plataforma/24' },
    );
    expect(await screen.findByText('leitura falhou')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing while the reads reach the server', async () => {
    mockApi({ 'GET /api/algo': () => ({ body: { ok: true } }) });
    renderWithProviders(
      <>
        <OfflineNotice />
        <ScreenReading />
      </>,
      { route: '/chat/listar' },
    );
    expect(await screen.findByText('lendo')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
