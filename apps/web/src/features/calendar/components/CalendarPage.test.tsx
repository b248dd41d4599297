import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDayMark } from '@portal/shared/calendar';
import { meusDados } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { CalendarPage } from './CalendarPage';

const MARKS: EventDayMark[] = [
  {
    datEvento: '2026-03-12',
    cores: [],
    total: 0,
    entregas: [
      {
        codBseAtividadeTurma: 5,
        codBseAtividade: 31,
        codBseTurma: 1,
        nomAtividade: 'Frações',
        nomTurma: '6º Ano A',
        datEntrega: '2026-03-12',
      },
    ],
  },
];

describe('/calendario: the due days of the class (issue 23)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('marks the day, names it for screen readers and lists the due activity, a link to it, in the month and on its day', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados({ codBsePerfil: 6, nomPerfil: 'Aluno' }) }),
      'GET /api/cld_calendario?filtro=all&dataInicio=2026-03-01&dataFim=2026-03-31': () => ({ body: MARKS }),
      'POST /api/cld_calendario/filtrar?page=1': () => ({ body: { items: [], total: 0, page: 1, pageSize: 9 } }),
      'POST /api/cld_calendario/getEventosCalendarioDoDia': () => ({ body: [] }),
    });
    renderWithProviders(<CalendarPage />, { route: '/calendario/listar' });

    const list = await screen.findByRole('region', { name: 'Datas de entrega' });
    const link = within(list).getByRole('link', { name: 'Frações' });
    expect(link).toHaveAttribute('href', '/atividade/visualizar/31?turma=1');
    expect(within(list).getByRole('listitem')).toHaveTextContent('12/03 Frações (6º Ano A)');

    await userEvent.click(screen.getByRole('button', { name: '12/03/2026: 1 entrega' }));
    expect(await screen.findByRole('heading', { name: 'Eventos de 12/03/2026' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Datas de entrega' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^13\b/ }));
    expect(await screen.findByRole('heading', { name: 'Eventos de 13/03/2026' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Datas de entrega' })).not.toBeInTheDocument();
  });
});
