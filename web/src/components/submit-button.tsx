import type { ReactNode } from 'react';

/** A form's primary button: disabled while the form is being sent, saying so (`busyText`). */
export function SubmitButton({
  busy,
  busyText,
  children,
  className = 'button button-primary',
  disabled = false,
}: {
  busy: boolean;
  /** Disabled for another reason too (another request of the form is running). */
  disabled?: boolean;
  busyText: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled}>
      {busy ? busyText : children}
    </button>
  );
}
