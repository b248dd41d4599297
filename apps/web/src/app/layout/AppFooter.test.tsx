import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { PROFILE_CODES } from '@portal/shared/common/profiles';
import { can } from '@portal/shared/permissions';
import { renderWithProviders } from '../../test/render';
import { AppFooter } from './AppFooter';

describe('AppFooter', () => {
  it('links the Master to /admin', () => {
    renderWithProviders(<AppFooter profile={1} />);
    expect(screen.getByRole('link', { name: 'Administração do sistema' })).toHaveAttribute('href', '/admin');
  });

  it.each(PROFILE_CODES.filter((profile) => !can(profile, 'system:admin')))('has no /admin link for profile %i', (profile) => {
    renderWithProviders(<AppFooter profile={profile} />);
    expect(screen.getByText('Portal Escolar')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
