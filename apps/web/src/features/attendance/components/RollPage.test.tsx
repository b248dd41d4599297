import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { networkToday } from '@portal/shared/common/days';
import type { AttendanceMark, AttendanceRowDto } from '@portal/shared/attendance';
import { mockApi, renderWithProviders } from '../../../test/render';
import { meusDados } from '../../../test/fixtures';
import { RollPage } from './RollPage';

const today = networkToday();
const student = (codBseUsuario: number, nomUsuario: string, over: Partial<AttendanceRowDto> = {}): AttendanceRowDto => ({
  codBseUsuario,
  nomUsuario,
  imgAvatar: null,
  indPresente: 'S',
  dscJustificativa: null,
  datRegistro: null,
  ...over,
});
const ROLL = [student(11, 'Ana Lima'), student(12, 'Bruno Dias'), student(13, 'Carla Souza')];

function serve(onPut: (init: RequestInit | undefined) => { status?: number; body: unknown }) {
  localStorage.setItem('access_token', 'tok');
  return mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({ body: meusDados({ codBseUsuario: 7, codBsePerfil: 5, nomPerfil: 'Professor' }) }),
    'GET /api/bse_frequencia/regras': () => ({ body: { hoje: today, diasEdicao: 7, minimo: 75, alerta: 80 } }),
    'GET /api/bse_turma/5': () => ({
      body: {
        codBseTurma: 5,
        nomTurma: '6º Ano A',
        codBseUnidade: 3,
        nomUnidade: 'Centro',
        codBseEscola: 2,
        nomEscola: 'Aurora',
        cstTxtPrefixoLoginEscola: 'AU',
        cstTxtPrefixoLoginUnidade: 'CE',
        codUsuarioCriacao: 1,
      },
    }),
    [`GET /api/bse_frequencia/5/${today}`]: () => ({ body: ROLL }),
    [`PUT /api/bse_frequencia/5/${today}`]: onPut,
  });
}

function renderRoll() {
  return renderWithProviders(
    <Routes>
      <Route path="/turma/:codBseTurma/chamada" element={<RollPage />} />
    </Routes>,
    { route: '/turma/5/chamada' },
  );
}

afterEach(() => localStorage.clear());

describe('/turma/{codBseTurma}/chamada', () => {
  it('shows everyone present, a tap marks an absence, a second a justified one with its reason, and saves the whole day', async () => {
    let sent: AttendanceMark[] = [];
    let key: string | null = null;
    serve((init) => {
      sent = JSON.parse(init?.body as string) as AttendanceMark[];
      key = new Headers(init?.headers).get('Idempotency-Key');
      return {
        body: ROLL.map((r) => ({
          ...r,
          ...sent.find((m) => m.codBseUsuario === r.codBseUsuario),
          datRegistro: '2026-11-28T12:00:00.000Z',
        })),
      };
    });
    renderRoll();
    const bruno = await screen.findByRole('button', { name: 'Bruno Dias: Presente' });
    expect(screen.getByTestId('roll-counts')).toHaveTextContent('3 presentes · nenhuma falta');
    expect(screen.getByText('A chamada deste dia ainda não foi salva: todos aparecem presentes.')).toBeInTheDocument();

    await userEvent.click(bruno);
    expect(screen.getByRole('button', { name: 'Bruno Dias: Falta' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carla Souza: Presente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Carla Souza: Falta' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Justificativa de Carla Souza' }), 'Atestado médico');
    expect(screen.getByTestId('roll-counts')).toHaveTextContent('1 presente · 2 faltas');

    await userEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    expect(await screen.findByText('Chamada salva.')).toBeInTheDocument();
    expect(sent).toEqual([
      { codBseUsuario: 11, indPresente: 'S', dscJustificativa: null },
      { codBseUsuario: 12, indPresente: 'N', dscJustificativa: null },
      { codBseUsuario: 13, indPresente: 'N', dscJustificativa: 'Atestado médico' },
    ]);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps the roll on the device when the network is down, says so, and sends it with the same id once it returns', async () => {
    let online = false;
    const keys: string[] = [];
    serve((init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
      if (!online) throw new TypeError('Failed to fetch');
      return { body: ROLL };
    });
    renderRoll();
    await userEvent.click(await screen.findByRole('button', { name: 'Ana Lima: Presente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    expect(await screen.findByText(/Sem conexão: a chamada ficou guardada neste aparelho/)).toBeInTheDocument();
    expect(screen.getByTestId('roll-pending')).toHaveTextContent('1 chamada guardada neste aparelho aguarda a conexão para ser enviada.');
    const kept = JSON.parse(localStorage.getItem('attendance-outbox:7') ?? '[]') as { key: string; marks: AttendanceMark[] }[];
    expect(kept).toHaveLength(1);
    expect(kept[0]!.marks[0]).toEqual({ codBseUsuario: 11, indPresente: 'N', dscJustificativa: null });

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByTestId('roll-pending')).not.toBeInTheDocument());
    expect(await screen.findByText(/Chamada de .* enviada\./)).toBeInTheDocument();
    expect(keys.at(-1)).toBe(kept[0]!.key);
    expect(localStorage.getItem('attendance-outbox:7')).toBeNull();
  });

  it('shows the server’s refusal and keeps the marks made', async () => {
    serve(() => ({
      status: 403,
      body: {
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'A chamada deste dia só pode ser alterada pela coordenação.',
        messageKey: 'attendanceEditClosed',
      },
    }));
    renderRoll();
    await userEvent.click(await screen.findByRole('button', { name: 'Ana Lima: Presente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar chamada' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/A chamada deste dia só pode ser alterada pela coordenação\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ana Lima: Falta' })).toBeInTheDocument();
    expect(localStorage.getItem('attendance-outbox:7')).toBeNull();
  });
});
