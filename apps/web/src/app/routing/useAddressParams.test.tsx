import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useAddressParams } from './useAddressParams';

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ address: useAddressParams(), location: useLocation() }), { wrapper });
}

describe('useAddressParams', () => {
  it('changes some keys in place and removes the emptied ones', () => {
    const { result } = renderAt('/usuario/listar?q=hosu&sort=cstLogin&page=3');
    act(() => result.current.address[1]({ page: 1, q: '', sort: null, perfil: 1 }));
    expect(result.current.location.search).toBe('?page=1&perfil=1');
    expect(result.current.address[0].get('perfil')).toBe('1');
  });

  it('keeps both of two changes asked before the screen renders again (a tab clicked as a debounced search lands)', () => {
    const { result } = renderAt('/usuario/listar?q=hosu&sort=cstLogin');
    const update = result.current.address[1];
    act(() => {
      update({ perfil: 1, page: 1, sort: null });
      update({ q: null, page: null });
    });
    expect(result.current.location.search).toBe('?perfil=1');
  });

  it('starts from the address after another navigation, not from an earlier change', () => {
    const { result } = renderAt('/usuario/listar?perfil=6');
    act(() => result.current.address[1]({ perfil: 1 }));
    act(() => result.current.address[1]({ page: 2 }));
    expect(result.current.location.search).toBe('?perfil=1&page=2');
  });
});
