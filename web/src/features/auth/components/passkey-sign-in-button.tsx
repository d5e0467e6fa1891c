import * as messages from '@contract/messages';
import { useEffect, useState } from 'react';
import { importAgain } from '@/lib/import-again';
import { passkeyErrorMessage } from '@/lib/passkey-errors';
import { offersPasskeys, passkeysOfferedNow } from '@/lib/site-config';

interface Props {
  /** The form's e-mail once it is valid, or null (the form then shows why). */
  email: () => Promise<string | null>;
  onSignedIn: () => Promise<void>;
  /** Shows a message about the sign-in (null clears it). */
  onProblem: (message: string | null) => void;
}

/**
 * "Use a passkey instead" under the password form, where `/config.json` offers passkeys: signs the
 * e-mail above in with the passkey the browser finds for it, no password typed. Amplify and the passkey
 * code load only when it is used.
 */
export function PasskeySignInButton({ email, onSignedIn, onProblem }: Props) {
  const [busy, setBusy] = useState(false);
  // The page waited for `/config.json` (app/router.tsx), so this is known at the first render.
  const [offered, setOffered] = useState(() => passkeysOfferedNow() ?? false);
  useEffect(() => {
    let live = true;
    offersPasskeys()
      .then((offers) => live && setOffered(offers))
      .catch(() => {
        // No config: no passkey button (the password form says what failed when it is sent).
      });
    return () => {
      live = false;
    };
  }, []);
  if (!offered) return null;

  const signIn = async () => {
    const address = await email();
    if (!address) return;
    setBusy(true);
    onProblem(null);
    try {
      const { signInWithPasskey } = await importAgain(() => import('@/lib/passkeys'));
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
