import { Component, type ReactNode, lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { OfflineScreenBoundary } from './OfflineScreenBoundary';

/** A screen whose code cannot be downloaded, as a lazy screen's chunk fails without the network. */
const ScreenNotOnTheDevice = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Reports-x.js')));

/** The app's own error page around the shell (RouteErrorBoundary), as a plain stand-in. */
class AppErrorPage extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>erro inesperado</p> : this.props.children;
  }
}

function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** The shell's boundary around a screen that fails, inside the app's error page; console.error quietened (React logs it). */
function renderTheFailingScreen() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithProviders(
    <AppErrorPage>
      <OfflineScreenBoundary pathname="/relatorio/quantidade">
        <ScreenNotOnTheDevice />
      </OfflineScreenBoundary>
    </AppErrorPage>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a screen that fails inside the shell', () => {
  it('says the screen needs the internet when the browser is offline, and opens the page anew once the network is back', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    browserOnline(false);
    renderTheFailingScreen();
    expect(
      await screen.findByText('Esta tela precisa da internet e abre assim que a conexão voltar. A Trilha funciona sem internet.'),
    ).toBeVisible();
    expect(screen.queryByText('erro inesperado')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    browserOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves any failure with the network to the app’s error page', async () => {
    browserOnline(true);
    renderTheFailingScreen();
    expect(await screen.findByText('erro inesperado')).toBeInTheDocument();
    expect(screen.queryByText(/Esta tela precisa da internet/)).toBeNull();
  });
});
