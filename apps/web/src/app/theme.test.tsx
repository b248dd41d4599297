import { LoadingOverlay } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrast, resolve } from '../test/contrast';
import { FILLED_ORANGE } from './theme';
import { renderWithProviders } from '../test/render';

describe('the theme', () => {
  it('makes a named loader a status, so its label is allowed (axe: aria-prohibited-attr)', () => {
    renderWithProviders(<LoadingOverlay visible loaderProps={{ 'aria-label': 'Carregando…' }} />);
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeInTheDocument();
  });

  it('paints white text on the filled shades the screens use at 4.5:1 or more (WCAG AA)', () => {
    // The student's 'Para resolver' badge (FILLED_ORANGE); teal.9 and gray.7: status badges.
    expect(contrast(FILLED_ORANGE, '#ffffff'), 'FILLED_ORANGE').toBeGreaterThanOrEqual(4.5);
    for (const shade of ['teal-9', 'gray-7', 'red-9', 'indigo-8'])
      expect(contrast(resolve(`var(--mantine-color-${shade})`), '#ffffff'), shade).toBeGreaterThanOrEqual(4.5);
  });
});
