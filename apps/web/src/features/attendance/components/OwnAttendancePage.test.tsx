import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StudentAttendanceDto } from '@portal/shared/attendance';
import { mockApi, renderWithProviders } from '../../../test/render';
import { OwnAttendancePage } from './OwnAttendancePage';

function open(body: StudentAttendanceDto) {
  localStorage.setItem('access_token', 'tok');
  mockApi({ 'GET /api/bse_frequencia/minha': () => ({ body }) });
  renderWithProviders(<OwnAttendancePage />, { route: '/frequencia' });
}

describe('/frequencia', () => {
  it('gives the student their share of present days, absences by month and each absence with its reason, warned under 75%', async () => {
    open({
      codBseUsuario: 20,
      nomUsuario: 'Alice Aluna',
      percentual: 72.5,
      dias: 40,
      faltas: 11,
      justificadas: 1,
      meses: [
        { mes: '2026-10', dias: 22, faltas: 6 },
        { mes: '2026-11', dias: 18, faltas: 5 },
      ],
      ausencias: [
        { data: '2026-11-20', nomTurma: '6º Ano A', dscJustificativa: null },
        { data: '2026-11-03', nomTurma: '6º Ano A', dscJustificativa: 'Atestado médico' },
      ],
    });
    expect(await screen.findByTestId('attendance-share')).toHaveTextContent('72,5% de presença');
    expect(screen.getByRole('heading', { name: 'Minha frequência', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('40 dias letivos · 11 faltas (1 justificada)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Abaixo do mínimo de 75% de frequência.');
    const months = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(months).toEqual([
      ['Outubro de 2026', '22', '6'],
      ['Novembro de 2026', '18', '5'],
    ]);
    expect(screen.getAllByTestId('absence').map((a) => a.textContent)).toEqual([
      '20/11/2026Sem justificativa',
      '03/11/2026Atestado médico',
    ]);
  });

  it('says when no roll was taken yet', async () => {
    open({ codBseUsuario: 20, nomUsuario: 'Alice Aluna', percentual: 100, dias: 0, faltas: 0, justificadas: 0, meses: [], ausencias: [] });
    expect(await screen.findByTestId('attendance-share')).toHaveTextContent('Ainda sem frequência');
    expect(screen.queryByText(/100%/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Nenhuma chamada registrada ainda.')).toHaveLength(2);
    expect(screen.getByText('Nenhuma falta registrada.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
