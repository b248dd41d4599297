import { describe, expect, it } from 'vitest';
import { reportCellText } from './reportCell';

const question = (id: unknown) => `Pergunta ${String(id)}`;

describe('a report’s cell', () => {
  it('shows the share of present days with one decimal and %, in the user’s language', () => {
    expect(reportCellText('percentual_presenca', 50, 'pt', question)).toBe('50,0%');
    expect(reportCellText('percentual_presenca', 66.7, 'en', question)).toBe('66.7%');
    expect(reportCellText('percentual_presenca', 100, 'es', question)).toBe('100,0%');
  });

  it('keeps the counts as they are, the grades with one decimal or -, a question by its text', () => {
    expect(reportCellText('faltas_justificadas', 1, 'pt', question)).toBe('1');
    expect(reportCellText('dias_letivos', 0, 'pt', question)).toBe('0');
    expect(reportCellText('nom_aluno', 'Ana', 'pt', question)).toBe('Ana');
    expect(reportCellText('soma_notas_atividade', 17.5, 'pt', question)).toBe('17,5');
    expect(reportCellText('soma_notas_atividade', null, 'pt', question)).toBe('-');
    expect(reportCellText('cod_avaliacao', 2, 'pt', question)).toBe('Pergunta 2');
  });
});
