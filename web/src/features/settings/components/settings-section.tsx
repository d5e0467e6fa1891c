import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame every settings section shares: a titled card with one line on what it is for. */
export function SettingsSection({ id, title, description, children }: Props) {
  return (
    <section className="card settings-section" aria-labelledby={`${id}-heading`}>
      <header className="card-head">
        <h2 id={`${id}-heading`}>{title}</h2>
        <p className="muted small">{description}</p>
      </header>
      <div className="settings-section-body">{children}</div>
    </section>
  );
}
