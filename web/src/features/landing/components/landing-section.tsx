import type { ReactNode } from 'react';

/** One section of the landing page: its anchor, eyebrow, heading (which names the section) and content. */
export function LandingSection({
  id,
  eyebrow,
  title,
  note,
  tinted = false,
  narrow = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  note?: string;
  tinted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      className={`landing-section${tinted ? ' landing-section-tinted' : ''}`}
      aria-labelledby={titleId}
    >
      <div className={`marketing-container${narrow ? ' marketing-narrow' : ''}`}>
        <header className="landing-section-header">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
          {note && <p className="muted landing-section-note">{note}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
