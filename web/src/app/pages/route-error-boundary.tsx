import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** What shows when a page's code (or the site's configuration) could not load or a page crashed. */
export function RouteErrorPage() {
  return (
    <section className="page narrow center" role="alert">
      <h1>This page could not be loaded</h1>
      <p className="muted">Please check your connection and refresh the page.</p>
      <div className="button-row center">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Refresh
        </button>
        <Link to="/" className="button button-secondary" reloadDocument>
          Go to Homepage
        </Link>
      </div>
    </section>
  );
}

/** Catches a failed page below the top bar; keyed by path in RootLayout, so navigating away resets it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
