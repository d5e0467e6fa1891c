import { messages } from '@contract/messages';
import { useState } from 'react';
import { offersPasskeys } from '@/lib/amplify';
import { passkeyErrorMessage, signInWithPasskey } from '@/lib/passkeys';

interface Props {
  /** The form's e-mail once it is valid, or null (the form then shows why). */
  email: () => Promise<string | null>;
  onSignedIn: () => Promise<void>;
  /** Shows a message about the sign-in (null clears it). */
  onProblem: (message: string | null) => void;
}

/**
 * "Use a passkey instead" under the password form, where `/config.json` offers passkeys: signs the
 * e-mail above in with the passkey the browser finds for it, no password typed.
 */
export function PasskeySignInButton({ email, onSignedIn, onProblem }: Props) {
  const [busy, setBusy] = useState(false);
  if (!offersPasskeys()) return null;

  const signIn = async () => {
    const address = await email();
    if (!address) return;
    setBusy(true);
    onProblem(null);
    try {
      if ((await signInWithPasskey(address)) === 'no-passkey') onProblem(messages.passkeyNoneForEmail);
      else await onSignedIn();
    } catch (error) {
      onProblem(passkeyErrorMessage(error, messages.passkeySignInFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      aria-busy={busy}
      onClick={signIn}
    >
      {busy ? messages.passkeySigningIn : messages.passkeySignIn}
    </button>
  );
}
