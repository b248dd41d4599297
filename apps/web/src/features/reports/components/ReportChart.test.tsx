import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ReportName } from '@portal/shared/reports';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import ReportChart from './ReportChart';

/** The chart's caption (its figcaption) for these bar values. */
function caption(name: ReportName, values: number[]): string | null {
  const { unmount } = renderWithProviders(
    <ReportChart name={name} title="Gráfico" series="Série" points={values.map((valor, i) => ({ rotulo: `${i + 1}/11`, valor }))} />,
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

  it.each([
    ['en', 'One day, with 1 sign-in.', 'One day, with 2 sign-ins.', 'One unit, with 1 student.'],
    ['es', 'Un día, con 1 acceso.', 'Un día, con 2 accesos.', 'Una unidad, con 1 alumno.'],
  ])('say it in %s', async (language, one, two, unit) => {
    await i18n.changeLanguage(language);
    expect(caption('acesso', [1])).toBe(one);
    expect(caption('acesso', [2])).toBe(two);
    expect(caption('quantidade', [1])).toBe(unit);
  });
});
