import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from '../pages/RouteError';

interface Props {
  children: ReactNode;
  /** The path on display: a failure is forgotten once the user goes elsewhere. */
  pathname: string;
}

interface State {
  failedAt: string | null;
}

/** A screen that fails to render, or whose chunk fails to load, shows RouteError instead of a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.pathname };
    if (state.failedAt !== null && state.failedAt !== props.pathname) return { failedAt: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failedAt === null ? this.props.children : <RouteError />;
  }
}
