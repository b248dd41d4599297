import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../../test/render';
import { contrast, merged, resolve } from '../../../test/contrast';
import { SelectLessonDialog } from './SelectLessonDialog';

describe("'Selecionar Aula'", () => {
  it('names each use button and draws its check in a colour other than its background', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({
      'GET /api/trl_livro/loadLivrosNaoAdicionadosDaTurma/1': () => ({
        body: [{ codTrlLivro: 4, dscTitulo: 'Plataforma de Treinamento - Ciências', comConteudo: true, codBseTurma: null }],
      }),
    });
    renderWithProviders(<SelectLessonDialog classId={1} opened onClose={() => undefined} />);
    const use = await screen.findByRole('button', { name: 'Usar Plataforma de Treinamento - Ciências' });
    // Mantine puts the variant's colours on the button as variables: the background and the icon's colour.
    const background = resolve(use.style.getPropertyValue('--ai-bg'));
    const icon = resolve(use.style.getPropertyValue('--ai-color'));
    expect(background).toBe(merged.colors.teal[9]);
    expect(icon).not.toBe(background);
    expect(icon).toBe(merged.white);
    // WCAG 1.4.11: a control's graphic at 3:1 at least.
    expect(contrast(icon, background)).toBeGreaterThanOrEqual(3);
    // The icon takes the button's colour (currentColor), so what is drawn is the colour above.
    expect(use.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
  });

  it('writes the badges (Rede, Desta turma, Sem conteúdo) readably (4.5:1) on their background', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({
      'GET /api/trl_livro/loadLivrosNaoAdicionadosDaTurma/1': () => ({
        body: [
          { codTrlLivro: 4, dscTitulo: 'Ciências', comConteudo: true, codBseTurma: null },
          { codTrlLivro: 9, dscTitulo: 'Leitura', comConteudo: false, codBseTurma: 1 },
        ],
      }),
    });
    renderWithProviders(<SelectLessonDialog classId={1} opened onClose={() => undefined} />);
    for (const text of ['Rede', 'Desta turma', 'Sem conteúdo']) {
      const badge = (await screen.findByText(text)).closest<HTMLElement>('.mantine-Badge-root')!;
      const background = resolve(badge.style.getPropertyValue('--badge-bg'));
      const color = resolve(badge.style.color || badge.style.getPropertyValue('--badge-color'));
      // WCAG 1.4.3: small text at 4.5:1 at least.
      expect(contrast(color, background), text).toBeGreaterThanOrEqual(4.5);
    }
  });
});
