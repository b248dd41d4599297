import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventBodyInput, EventDayMark, EventDto } from '@portal/shared/calendar';
import i18n from '../../../i18n';
import { meusDados } from '../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../test/render';
import { CalendarPage } from './CalendarPage';
import { capitalise, monthOf, monthRange, shiftMonth, today } from './month';

/*
 * The month grid (issue 24): each day's events by title on their day, '+N' beyond three, the months by
 * their buttons and by keyboard, the month of an event just saved; the colours painted as their names say.
 */

const current = monthOf(today());
const dayOf = (month: string, n: number) => `${month.slice(0, 8)}${String(n).padStart(2, '0')}`;
const shown = (iso: string) => iso.split('-').reverse().join('/');
/** The month's name as Intl writes it in Portuguese ('março de 2027'). */
const monthName = (month: string) =>
  new Intl.DateTimeFormat('pt', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}T12:00:00Z`));
const heading = (month: string) => capitalise(monthName(month));

function eventDto(id: number, body: EventBodyInput): EventDto {
  return {
    codCldCalendario: id,
    dscTitulo: body.dscTitulo,
    hexCorEvento: body.hexCorEvento,
    datEvento: body.datEvento,
    indPrivado: body.indPrivado,
    codBseTurma: null,
    nomTurma: null,
    perfis: body.perfis ?? [],
    codUsuarioCriacao: 10,
    nomUsuario: 'Diana Diretora',
    cstLogin: 'AUCE-0001',
    loginOwner: 'AUCE-0001',
    proprio: true,
  };
}

/** The server's events: those given, then those the screen creates; marks, pages and days made from them. */
function renderCalendar(start: EventDto[]) {
  const stored = [...start];
  const marksOf = (from: string, to: string): EventDayMark[] => {
    const days = [...new Set(stored.map((e) => e.datEvento).filter((d) => d >= from && d <= to))].sort();
    return days.map((datEvento) => {
      const ofDay = stored.filter((e) => e.datEvento === datEvento).sort((a, b) => a.dscTitulo.localeCompare(b.dscTitulo));
      return {
        datEvento,
        cores: [...new Set(ofDay.map((e) => e.hexCorEvento))].slice(0, 3),
        total: ofDay.length,
        eventos: ofDay.slice(0, 3).map(({ codCldCalendario, dscTitulo, hexCorEvento }) => ({ codCldCalendario, dscTitulo, hexCorEvento })),
        entregas: [],
      };
    });
  };
  const handlers: Parameters<typeof mockApi>[0] = {
    'GET /api/bse_usuario/getMeusDados/x': () => ({
      body: meusDados({ codBsePerfil: 4, nomPerfil: 'Diretor', cstLogin: 'AUCE-0001', nomUsuario: 'Diana Diretora', turmas: [] }),
    }),
    'GET /api/bse_perfil/perfisCalendario/x': () => ({ body: [{ codBsePerfil: 5, nomPerfil: 'Professor' }] }),
    'POST /api/cld_calendario/filtrar?page=1': (init) => {
      const { dataInicio, dataFim } = JSON.parse(init?.body as string) as { dataInicio: string; dataFim: string };
      const items = stored.filter((e) => e.datEvento >= dataInicio && e.datEvento <= dataFim);
      return { body: { items: items.slice(0, 9), total: items.length, page: 1, pageSize: 9 } };
    },
    'POST /api/cld_calendario/getEventosCalendarioDoDia': (init) => {
      const { data } = JSON.parse(init?.body as string) as { data: string };
      return { body: stored.filter((e) => e.datEvento === data) };
    },
    'POST /api/cld_calendario': (init) => {
      const event = eventDto(100 + stored.length, JSON.parse(init?.body as string) as EventBodyInput);
      stored.push(event);
      return { status: 201, body: event };
    },
  };
  for (let delta = -3; delta <= 3; delta++) {
    const { from, to } = monthRange(shiftMonth(current, delta));
    handlers[`GET /api/cld_calendario?filtro=all&dataInicio=${from}&dataFim=${to}`] = () => ({ body: marksOf(from, to) });
  }
  localStorage.setItem('access_token', 'tok');
  mockApi(handlers);
  renderWithProviders(<CalendarPage />, { route: '/calendario/listar' });
}

const grid = () => screen.getByRole('grid');
const dayButton = (name: string | RegExp) => within(grid()).getByRole('button', { name });
const titlesIn = (button: HTMLElement) => [...button.querySelectorAll('[data-event-title]')].map((title) => title.textContent);

const event = (id: number, day: string, dscTitulo: string, hexCorEvento: EventDto['hexCorEvento'] = '#86c879') =>
  eventDto(id, { dscTitulo, hexCorEvento, datEvento: day, indPrivado: 'N', perfis: [5] });

describe('the month grid', () => {
  afterEach(() => i18n.changeLanguage('pt'));

  it('shows each day’s events by title on their day, two and ‘+N’ beyond three, the full titles to hover and to hear', async () => {
    const long = 'Feira de ciências de todas as turmas da Unidade Centro, com apresentação aos pais';
    renderCalendar([
      event(1, dayOf(current, 5), long, '#00baf2'),
      ...['Bingo', 'Conselho', 'Dança', 'Excursão', 'Arraiá'].map((title, n) => event(10 + n, dayOf(current, 12), title)),
      ...['Prova', 'Palestra', 'Passeio'].map((title, n) => event(20 + n, dayOf(current, 20), title)),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: heading(current) })).toBeInTheDocument();
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);

    const fifth = await screen.findByRole('button', { name: `${shown(dayOf(current, 5))}: 1 evento` });
    expect(titlesIn(fifth)).toEqual([long]);
    // Cut with an ellipsis by the style; the whole title is its tooltip and the day's description.
    expect(fifth.querySelector('[data-event-title]')).toHaveAttribute('title', long);
    expect(fifth).toHaveAccessibleDescription(long);
    // Azul Marinho is navy on the grid, not the documents' light cyan.
    expect(fifth.querySelector<HTMLElement>('[data-event-title] > span')?.style.background).toBe('rgb(31, 58, 147)');

    const twelfth = dayButton(`${shown(dayOf(current, 12))}: 5 eventos`);
    expect(titlesIn(twelfth)).toEqual(['Arraiá', 'Bingo']);
    expect(twelfth.querySelector('[data-more]')).toHaveTextContent('+3');
    expect(twelfth).toHaveAccessibleDescription('Arraiá; Bingo; e mais 3 eventos');

    // Three fit: no '+N'.
    const twentieth = dayButton(`${shown(dayOf(current, 20))}: 3 eventos`);
    expect(titlesIn(twentieth)).toEqual(['Palestra', 'Passeio', 'Prova']);
    expect(twentieth.querySelector('[data-more]')).toBeNull();

    // A day without events says so; today is marked as the current date.
    expect(dayButton(`${shown(dayOf(current, 2))}: nenhum evento`)).not.toHaveAttribute('aria-describedby');
    expect(within(grid()).getByRole('button', { current: 'date' })).toHaveAccessibleName(new RegExp(`^${shown(today())}: `));

    // Clicked, a day is pressed and lists its events below.
    await userEvent.click(twelfth);
    expect(twelfth).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: `Eventos de ${shown(dayOf(current, 12))}` })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Eventos' });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Abrir / })).toHaveLength(5));

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: `${shown(dayOf(current, 12))}: 5 events` })).toHaveAccessibleDescription(
      'Arraiá; Bingo; and 3 more events',
    );
    expect(within(grid()).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    await i18n.changeLanguage('es');
    expect(await screen.findByRole('button', { name: `${shown(dayOf(current, 2))}: ningún evento` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
  });

  it('goes to the next and the previous months by their buttons, and across months by the arrow keys', async () => {
    const next = shiftMonth(current, 1);
    const previous = shiftMonth(current, -1);
    renderCalendar([event(1, dayOf(next, 9), 'Olimpíada de matemática'), event(2, monthRange(previous).to, 'Festa junina')]);
    await screen.findByRole('heading', { level: 2, name: heading(current) });
    expect(screen.getByRole('button', { name: 'Hoje' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(await screen.findByRole('heading', { level: 2, name: heading(next) })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAccessibleName(heading(next));
    expect(titlesIn(await screen.findByRole('button', { name: `${shown(dayOf(next, 9))}: 1 evento` }))).toEqual([
      'Olimpíada de matemática',
    ]);
    expect(await screen.findByRole('heading', { name: `Eventos de ${monthName(next)}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hoje' }));
    expect(await screen.findByRole('heading', { level: 2, name: heading(current) })).toBeInTheDocument();

    // One tab stop; the arrows move by day and week, past the 1st into the month before.
    const first = dayButton(new RegExp(`^${shown(current)}: `));
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(new RegExp(`^${shown(dayOf(current, 2))}: `));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByRole('heading', { level: 2, name: heading(previous) })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(`${shown(monthRange(previous).to)}: 1 evento`));
    expect(
      within(grid())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toEqual([document.activeElement]);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: `Eventos de ${shown(monthRange(previous).to)}` })).toBeInTheDocument();
  });

  it('opens a new event on the month shown: today in this month, the 1st of another', async () => {
    renderCalendar([]);
    await screen.findByRole('heading', { level: 2, name: heading(current) });
    const user = userEvent.setup();
    const dateOfNew = async () => {
      await user.click(screen.getByRole('button', { name: 'Novo Evento' }));
      const dialog = await screen.findByRole('dialog', { name: /^Novo Evento - / });
      const value = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /^Data/ }).value;
      await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Novo Evento - / })).not.toBeInTheDocument());
      return value;
    };
    expect(await dateOfNew()).toBe(shown(today()));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await screen.findByRole('heading', { level: 2, name: heading(shiftMonth(current, 1)) });
    expect(await dateOfNew()).toBe(shown(shiftMonth(current, 1)));
  });

  it('after saving an event of another month, shows that month with the event on its day, chosen', async () => {
    const later = shiftMonth(current, 2);
    const on = dayOf(later, 15);
    renderCalendar([event(1, dayOf(current, 3), 'Reunião')]);
    await screen.findByRole('heading', { level: 2, name: heading(current) });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Novo Evento' }));
    const dialog = await screen.findByRole('dialog', { name: /^Novo Evento - / });
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Formatura do 9º ano');
    await user.click(within(dialog).getByRole('combobox', { name: /^Cor/ }));
    const navy = await screen.findByRole('option', { name: 'Azul Marinho', hidden: true });
    // The option's swatch is navy too.
    expect([...navy.querySelectorAll<HTMLElement>('[data-swatch] span')].map((span) => span.style.backgroundColor)).toContain(
      'rgb(31, 58, 147)',
    );
    await user.click(navy);
    const date = within(dialog).getByRole('textbox', { name: /^Data/ });
    await user.clear(date);
    await user.type(date, shown(on).replaceAll('/', ''));
    expect(date).toHaveValue(shown(on));
    await user.click(within(dialog).getByRole('radio', { name: 'Privado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { level: 2, name: heading(later) })).toBeInTheDocument();
    const saved = await screen.findByRole('button', { name: `${shown(on)}: 1 evento` });
    expect(titlesIn(saved)).toEqual(['Formatura do 9º ano']);
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: `Eventos de ${shown(on)}` })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('table', { name: 'Eventos' })).findByRole('button', { name: 'Abrir Formatura do 9º ano' }),
    ).toBeInTheDocument();
  });
});

describe('the events on a phone', () => {
  const saved = Object.getOwnPropertyDescriptor(window, 'matchMedia')!;
  const wide = saved.value as (query: string) => MediaQueryList;
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', saved);
  });

  it('are grouped under a heading a day, but one day’s', async () => {
    const phone = (query: string) => ({ ...wide(query), matches: query.includes('max-width: 47.99em') });
    Object.defineProperty(window, 'matchMedia', { ...saved, value: phone });
    renderCalendar([
      event(1, dayOf(current, 3), 'Reunião'),
      event(2, dayOf(current, 3), 'Palestra'),
      event(3, dayOf(current, 18), 'Passeio'),
    ]);
    const table = await screen.findByRole('table', { name: 'Eventos' });
    await within(table).findByRole('button', { name: 'Abrir Passeio' });
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    const weekday = (day: string) =>
      capitalise(new Intl.DateTimeFormat('pt', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)));
    expect(
      groups.map((group) =>
        within(group)
          .getAllByRole('row')
          .map((row) => row.textContent?.split(' - ')[0]),
      ),
    ).toEqual([
      [`${weekday(dayOf(current, 3))}, ${shown(dayOf(current, 3))}`, expect.stringMatching(/^Reunião/), expect.stringMatching(/^Palestra/)],
      [`${weekday(dayOf(current, 18))}, ${shown(dayOf(current, 18))}`, expect.stringMatching(/^Passeio/)],
    ]);

    // One day chosen: its list's heading names it, no heading row.
    await userEvent.click(screen.getByRole('button', { name: `${shown(dayOf(current, 3))}: 2 eventos` }));
    expect(await screen.findByRole('heading', { name: `Eventos de ${shown(dayOf(current, 3))}` })).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryByText(new RegExp(`, ${shown(dayOf(current, 3))}$`))).not.toBeInTheDocument();
  });
});
