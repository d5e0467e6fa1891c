import type { ReactNode } from 'react';

/** The centred card the sign-up and login screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title">{title}</h1>
      {subtitle ? <p className="muted">{subtitle}</p> : null}
      {children}
    </section>
  );
}
