import { LoadingOverlay } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('the theme', () => {
  it('makes a named loader a status, so its label is allowed (axe: aria-prohibited-attr)', () => {
    renderWithProviders(<LoadingOverlay visible loaderProps={{ 'aria-label': 'Carregando…' }} />);
    expect(screen.getByRole('status', { name: 'Carregando…' })).toBeInTheDocument();
  });
});
