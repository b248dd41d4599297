import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import i18n from '../../../i18n';
import { HealthBadge } from './HealthBadge';

describe('HealthBadge', () => {
  it.each([
    [true, 'OK', 'ok'],
    [false, 'Falha', 'failed'],
    [null, 'Não configurado', 'off'],
  ] as const)('shows ok=%s as %s', (ok, text, state) => {
    renderWithProviders(<HealthBadge ok={ok} />);
    const badge = screen.getByText(text).closest('[data-state]');
    expect(badge).toHaveAttribute('data-state', state);
  });

  it('is green, red and grey in shades that keep white text readable', () => {
    renderWithProviders(
      <>
        <HealthBadge ok />
        <HealthBadge ok={false} />
        <HealthBadge ok={null} />
      </>,
    );
    const colorOf = (text: string) => (screen.getByText(text).closest('[data-state]') as HTMLElement).style.getPropertyValue('--badge-bg');
    expect(colorOf('OK')).toContain('teal-9');
    expect(colorOf('Falha')).toContain('red-9');
    expect(colorOf('Não configurado')).toContain('gray-7');
  });

  it('speaks the user language', async () => {
    await i18n.changeLanguage('en');
    try {
      renderWithProviders(<HealthBadge ok={null} />);
      expect(screen.getByText('Not configured')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('pt');
    }
  });
});
