// A code-split chunk can fail to load (the server restarted or redeployed, the network dropped). Without
// a boundary React unmounts the whole app and the visitor sees a blank page; with it only the part
// that failed is replaced.
import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead; receives a retry function that remounts the children. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

export class ChunkErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
