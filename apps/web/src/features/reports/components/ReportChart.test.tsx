import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReportName } from '@portal/shared/reports';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import ReportChart, { valueAxisOf } from './ReportChart';
import { chartTextsOf } from './chartTexts';

/** The chart's caption (its figcaption) for these bar values. */
function caption(name: ReportName, values: number[], grouping?: string): string | null {
  const { unmount } = renderWithProviders(
    <ReportChart
      name={name}
      texts={chartTextsOf(name, grouping)}
      title="Gráfico"
      series="Série"
      points={values.map((valor, i) => ({ rotulo: `${i + 1}/11`, valor }))}
    />,
  );
  const text = screen.getByRole('figure').querySelector('figcaption')!.textContent;
  unmount();
  return text;
}

describe('the reports’ chart captions', () => {
  it('make the noun after the maximum agree with it: one access, several accesses', () => {
    expect(caption('acesso', [1])).toBe('Um dia, com 1 acesso.');
    expect(caption('acesso', [3])).toBe('Um dia, com 3 acessos.');
    expect(caption('acesso', [1, 4])).toBe('2 dias, de 1 a 4 acessos por dia.');
    expect(caption('acesso', [1, 1, 1])).toBe('3 dias, com 1 acesso por dia.');
    expect(caption('acesso', [2, 2])).toBe('2 dias, com 2 acessos por dia.');
    expect(caption('notas', [7, 7])).toBe('2 atividades, todas com nota média 7.');
    expect(caption('progresso', [1, 1])).toBe('2 capítulos, concluídos por 1 aluno cada um.');
    expect(caption('acesso', [0])).toBe('Um dia, com 0 acessos.');
  });

  it('do it for the students of Quantidade and Progresso too, and leave the grades as they were', () => {
    expect(caption('quantidade', [1])).toBe('Uma unidade, com 1 aluno.');
    expect(caption('quantidade', [12])).toBe('Uma unidade, com 12 alunos.');
    expect(caption('quantidade', [0, 1])).toBe('2 unidades, de 0 a 1 aluno em cada uma.');
    expect(caption('progresso', [1])).toBe('Um capítulo, concluído por 1 aluno.');
    expect(caption('progresso', [2, 5])).toBe('2 capítulos, concluídos por 2 a 5 alunos cada um.');
    expect(caption('notas', [1])).toBe('Uma atividade, com nota média 1.');
    expect(caption('avaliacaoTrilha', [1, 4.5])).toBe('2 perguntas, com notas médias de 1 a 4,5 numa escala de 1 a 5.');
  });

  it('give Frequência’s classes with their average attendance in percent, one decimal', () => {
    expect(caption('frequencia', [83.3])).toBe('Uma turma, com presença média de 83,3%.');
    expect(caption('frequencia', [1])).toBe('Uma turma, com presença média de 1%.');
    expect(caption('frequencia', [50, 100])).toBe('2 turmas, com presença média de 50% a 100%.');
    expect(caption('frequencia', [1, 75.5])).toBe('2 turmas, com presença média de 1% a 75,5%.');
    expect(caption('frequencia', [100, 100, 100])).toBe('3 turmas, todas com presença média de 100%.');
    expect(caption('frequencia', [1, 1])).toBe('2 turmas, todas com presença média de 1%.');
  });

  it('give Frequência’s units when the answer says its bars are units', () => {
    expect(caption('frequencia', [83.3], 'unidade')).toBe('Uma unidade, com presença média de 83,3%.');
    expect(caption('frequencia', [50, 100], 'unidade')).toBe('2 unidades, com presença média de 50% a 100%.');
    expect(caption('frequencia', [90, 90], 'unidade')).toBe('2 unidades, todas com presença média de 90%.');
    expect(caption('frequencia', [90, 90], 'turma')).toBe('2 turmas, todas com presença média de 90%.');
    // Only Frequência's bars change with the answer.
    expect(caption('quantidade', [1], 'turma')).toBe('Uma unidade, com 1 aluno.');
  });

  it.each([
    ['en', 'One day, with 1 sign-in.', 'One day, with 2 sign-ins.', 'One unit, with 1 student.'],
    ['es', 'Un día, con 1 acceso.', 'Un día, con 2 accesos.', 'Una unidad, con 1 alumno.'],
  ])('say it in %s', async (language, one, two, unit) => {
    await i18n.changeLanguage(language);
    expect(caption('acesso', [1])).toBe(one);
    expect(caption('acesso', [2])).toBe(two);
    expect(caption('quantidade', [1])).toBe(unit);
  });

  it.each([
    [
      'en',
      'One class, with an average attendance of 87.5%.',
      '2 classes, with average attendance from 50% to 100%.',
      '2 classes, all with an average attendance of 90%.',
      '2 units, with average attendance from 50% to 100%.',
    ],
    [
      'es',
      'Un grupo, con una asistencia media del 87,5%.',
      '2 grupos, con una asistencia media del 50% al 100%.',
      '2 grupos, todos con una asistencia media del 90%.',
      '2 unidades, con una asistencia media del 50% al 100%.',
    ],
  ])('say Frequência’s in %s', async (language, one, range, same, units) => {
    await i18n.changeLanguage(language);
    expect(caption('frequencia', [87.5])).toBe(one);
    expect(caption('frequencia', [50, 100])).toBe(range);
    expect(caption('frequencia', [90, 90])).toBe(same);
    expect(caption('frequencia', [50, 100], 'unidade')).toBe(units);
  });
});

describe('the reports’ value axis', () => {
  it('is a percentage from 0 to 100 for Frequência, the 1-to-5 scale for Avaliação da Trilha, whole counts elsewhere', () => {
    expect(valueAxisOf('frequencia')).toEqual({ allowDecimals: false, domain: [0, 100], ticks: [0, 25, 50, 75, 100] });
    expect(valueAxisOf('avaliacaoTrilha')).toMatchObject({ domain: [0, 5] });
    expect(valueAxisOf('acesso')).toEqual({ allowDecimals: false });
  });
});
