import { Component, type ReactNode, useEffect } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from './useOnline';

interface Props {
  children: ReactNode;
  /** The path on display: a failure is forgotten once the user goes elsewhere. */
  pathname: string;
}

interface State {
  failure: { error: unknown; at: string | null } | null;
}

/**
 * Inside the shell, around the screen: a screen that fails while the browser is offline (its code not on this device:
 * a staff screen never opened online, the report charts) says so under the shell's 'Sem conexão' (OfflineNotice) and
 * opens once the network is back, instead of the unexpected-error page. Any other failure goes on to the app's own error page (RouteErrorBoundary).
 * Here, not in RouteError, so that /login carries none of it.
 */
export class OfflineScreenBoundary extends Component<Props, State> {
  state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error, at: null } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failure?.at === null) return { failure: { ...state.failure, at: props.pathname } };
    if (state.failure && state.failure.at !== props.pathname) return { failure: null };
    return null;
  }

  render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    if (navigator.onLine) throw failure.error;
    return <OfflineScreen />;
  }
}

function OfflineScreen() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  useEffect(() => {
    // The screen's code can be fetched again: the page is opened anew (a failed chunk stays failed in this page).
    if (online) window.location.reload();
  }, [online]);
  return <Text>{t('screen')}</Text>;
}
