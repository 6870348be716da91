import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Drawn in place of the children once one of them has thrown while rendering; `retry` draws them again. */
  fallback: (retry: () => void) => ReactNode;
  /** When one of these changes (the route, say), a shown fallback gives way to the children again. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  failed: boolean;
  resetKeys: readonly unknown[];
}

const changed = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/**
 * Keeps a render error inside the part of the page that failed: the rest stays usable and the failed part
 * says so. React still reports the error through the root's onCaughtError (the console by default).
 * During prerendering the boundary renders its children only, so it adds nothing to the HTML.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, resetKeys: this.props.resetKeys ?? [] };

  static getDerivedStateFromError(): Partial<ErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    const keys = props.resetKeys ?? [];
    return changed(keys, state.resetKeys) ? { failed: false, resetKeys: keys } : null;
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
