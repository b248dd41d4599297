import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '../../test/render';
import { TablePagination, pageWindow } from './TablePagination';

describe('TablePagination', () => {
  it('shows five page links around the current page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });

  it('gives the range caption, the sizes 10/25/50/100, and moves between pages', async () => {
    mockApi({});
    const onPage = vi.fn();
    const onPageSize = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<TablePagination page={2} pageSize={10} total={23} onPage={onPage} onPageSize={onPageSize} label="Páginas" />);
    expect(screen.getByTestId('pagination-caption')).toHaveTextContent('Mostrando 11 para 20 de 23 entradas');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.selectOptions(screen.getByLabelText('Registros por página'), '25');
    expect(onPageSize).toHaveBeenCalledWith(25);
  });
});
