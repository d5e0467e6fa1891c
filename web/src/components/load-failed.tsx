import { ErrorBanner } from './error-banner';

/** A page's data that could not be loaded: what went wrong, and a way to try again without a reload. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="stack">
      <ErrorBanner message={message} />
      <div>
        <button type="button" className="button button-primary" onClick={onRetry}>
          Try Again
        </button>
      </div>
    </div>
  );
}
