import type { ReactNode } from 'react';

/** A page's heading, and a line under it saying what the page is for. */
export function PageHead({
  title,
  intro,
  headingId,
}: {
  title: string;
  intro?: ReactNode;
  headingId?: string;
}) {
  return (
    <header className="page-head">
      <h1 id={headingId}>{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
    </header>
  );
}
