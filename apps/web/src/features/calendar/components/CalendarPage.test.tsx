import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarDueDate, EventDayMark } from '@portal/shared/calendar';
import i18n from '../../../i18n';
import { meusDados } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { CalendarPage } from './CalendarPage';
import { monthRange, today } from './month';

/** The calendar of a student of '6º Ano A' whose month has two due dates (issue 23), one on a day with an event. */
const { from, to } = monthRange(`${today().slice(0, 8)}01`);
const day = (n: number) => `${from.slice(0, 8)}${String(n).padStart(2, '0')}`;
const shown = (iso: string) => iso.split('-').reverse().join('/');

const due = (id: number, name: string, on: string): CalendarDueDate => ({
  codBseAtividadeTurma: 100 + id,
  codBseAtividade: id,
  codBseTurma: 1,
  nomAtividade: name,
  nomTurma: '6º Ano A',
  datEntrega: on,
});
const marks: EventDayMark[] = [
  {
    datEvento: day(10),
    cores: ['#86c879'],
    total: 1,
    eventos: [{ codCldCalendario: 7, dscTitulo: 'Feira', hexCorEvento: '#86c879' }],
    entregas: [due(31, 'Frações', day(10))],
  },
  { datEvento: day(20), cores: [], total: 0, eventos: [], entregas: [due(32, 'Leitura do capítulo 3', day(20))] },
];

function renderCalendar() {
  localStorage.setItem('access_token', 'tok');
  mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados({ codBsePerfil: 6, nomPerfil: 'Aluno', cstLogin: 'AUCE-0004' }) }),
    [`GET /api/cld_calendario?filtro=all&dataInicio=${from}&dataFim=${to}`]: () => ({ body: marks }),
    'POST /api/cld_calendario/filtrar?page=1': () => ({ body: { items: [], total: 0, page: 1, pageSize: 9 } }),
    'POST /api/cld_calendario/getEventosCalendarioDoDia': () => ({ body: [] }),
  });
  renderWithProviders(<CalendarPage />, { route: '/calendario/listar' });
}

describe('the due dates on the calendar', () => {
  it('lists the month’s due dates as links to their activities, apart from the events, and names them on their days', async () => {
    renderCalendar();
    const list = await screen.findByRole('list', { name: /^Entregas de / });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Entrega: Frações' })).toHaveAttribute('href', '/atividade/visualizar/31');
    expect(items[0]).toHaveTextContent(`6º Ano A · até ${shown(day(10))}`);
    expect(within(items[1]!).getByRole('link', { name: 'Entrega: Leitura do capítulo 3' })).toHaveAttribute(
      'href',
      '/atividade/visualizar/32',
    );
    // Not events: the events' table stays empty.
    expect(within(screen.getByRole('table', { name: 'Eventos' })).queryByText(/Frações/)).not.toBeInTheDocument();

    // Each day says what it holds; a day of due dates alone is not '0 eventos'.
    expect(screen.getByRole('button', { name: `${shown(day(10))}: 1 evento, 1 entrega` })).toBeInTheDocument();
    const dueOnly = screen.getByRole('button', { name: `${shown(day(20))}: 1 entrega` });
    expect(dueOnly.querySelector('[data-due]')).not.toBeNull();
  });

  it('shows the day’s due dates alone once a day is chosen by keyboard, and speaks the user’s language', async () => {
    renderCalendar();
    await screen.findByRole('list', { name: /^Entregas de / });
    const dueOnly = screen.getByRole('button', { name: `${shown(day(20))}: 1 entrega` });
    dueOnly.focus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('list', { name: `Entregas de ${shown(day(20))}` });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Entrega: Leitura do capítulo 3']);

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('list', { name: `Due on ${shown(day(20))}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Due: Leitura do capítulo 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${shown(day(10))}: 1 event, 1 activity due` })).toBeInTheDocument();
  });
});
