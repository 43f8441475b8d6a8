import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable.js';

interface Props {
  children: ReactNode;
  /** A new value clears a caught error (a retry, or navigation to another page). */
  resetKey: string;
  onRetry: () => void;
  remoteLabel: string;
}

interface State {
  error: unknown;
  failedKey: string | null;
}

/**
 * Third layer of failure handling: a remote whose load rejects or whose render throws is replaced
 * by the fallback, with a button that loads it again.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedKey: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.failedKey !== null && state.failedKey !== props.resetKey) {
      return { error: null, failedKey: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    console.warn(`Remote "${this.props.remoteLabel}" failed.`, error, info.componentStack);
  }

  override render() {
    if (this.state.error !== null) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
