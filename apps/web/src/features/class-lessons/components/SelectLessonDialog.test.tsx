import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { mockApi, renderWithProviders } from '../../../test/render';
import { cssVariablesResolver, theme } from '../../../app/theme';
import { SelectLessonDialog } from './SelectLessonDialog';

/** The light scheme's CSS variables of the app's theme (Mantine's and the app's own), as the browser has them. */
const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables: Record<string, string> = {
  ...defaultCssVariablesResolver(merged).variables,
  ...defaultCssVariablesResolver(merged).light,
  ...cssVariablesResolver(merged).light,
};
for (const [name, shades] of Object.entries(merged.colors))
  shades.forEach((value, shade) => (variables[`--mantine-color-${name}-${shade}`] = value));

/** A colour as the browser would paint it: `var(--x)` followed to its value. */
function resolve(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference) return value.trim().toLowerCase();
  const next = variables[reference[1]!];
  if (next === undefined) throw new Error(`unknown CSS variable ${reference[1]}`);
  return resolve(next);
}

/** WCAG's contrast ratio of two #rgb / #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = hex.replace('#', '');
    const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
    const [r, g, b] = [0, 2, 4].map((i) => {
      const c = parseInt(full.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
