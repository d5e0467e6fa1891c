import './shared.css';

/** A count beside a tab or title; while the count is still loading, a quiet placeholder instead of "0". */
export function CountPill({ value }: { value: number | undefined }) {
  if (value === undefined) {
    return (
      <span className="count-pill count-pill-loading" aria-hidden="true">
        &nbsp;
      </span>
    );
  }
  return <span className="count-pill">{value}</span>;
}
