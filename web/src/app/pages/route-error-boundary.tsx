import { Component, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { tryFailedLoadsAgain } from '@/lib/lazy-again';

/**
 * What shows when a page's code (or the site's configuration) could not load or a page crashed. Try Again
 * loads the page's code again without a reload (lazy-again.tsx), so nothing typed elsewhere is lost.
 */
export function RouteErrorPage({ onRetry }: { onRetry?(): void }) {
  return (
    <section className="page narrow center" role="alert">
      <h1>This page could not be loaded</h1>
      <p className="muted">Please check your connection and try again.</p>
      <div className="button-row center">
        {onRetry ? (
          <button type="button" className="button button-primary" onClick={onRetry}>
            Try Again
          </button>
        ) : null}
        <button
          type="button"
          className={onRetry ? 'button button-secondary' : 'button button-primary'}
          onClick={() => window.location.reload()}
        >
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
    return this.state.failed ? (
      <RouteErrorPage
        onRetry={() => {
          tryFailedLoadsAgain();
          this.setState({ failed: false });
        }}
      />
    ) : (
      this.props.children
    );
  }
}
