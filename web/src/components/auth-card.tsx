import type { ReactNode } from 'react';
import { startLoadingAmplify } from '@/lib/amplify-loader';

/**
 * The centred card the sign-in pages share. Amplify starts downloading when the member first focuses or
 * presses anything in it: by the time the form is sent, it has arrived.
 */
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
    <section
      className="auth-card"
      aria-labelledby="auth-card-title"
      onFocusCapture={startLoadingAmplify}
      onPointerDownCapture={startLoadingAmplify}
    >
      <h1 id="auth-card-title">{title}</h1>
      {subtitle ? <p className="muted">{subtitle}</p> : null}
      {children}
    </section>
  );
}
