import './shared.css';

/**
 * A count beside a tab or title ("3", or "2/5" of a limit), centred in its pill; while the count is still
 * loading, a quiet placeholder instead of "0".
 */
export function CountPill({ value }: { value: number | string | undefined }) {
  if (value === undefined) {
    return (
      <span className="count-pill count-pill-loading" aria-hidden="true">
        &nbsp;
      </span>
    );
  }
  return <span className="count-pill">{value}</span>;
}
