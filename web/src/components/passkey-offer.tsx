import * as messages from '@contract/messages';
import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { useStepUp } from '@/components/step-up';
import { useToast } from '@/components/toast';
import { loadAmplify } from '@/lib/amplify-loader';
import { importAgain } from '@/lib/import-again';
import { passkeyErrorMessage } from '@/lib/passkey-errors';
import { reportSignInMethods } from '@/lib/sign-in-methods';
import { offersPasskeys } from '@/lib/site-config';

const dismissedKey = 'receipts.passkeyOfferDismissed';

const dismissedBefore = () => {
  try {
    return localStorage.getItem(dismissedKey) === '1';
  } catch {
    return false;
  }
};

/**
 * A new member's offer of a passkey, where `/config.json` offers them and they have none yet: one row, added
 * in a step (the browser creates it, Cognito keeps it), or put away for good with "Not now". Settings lists
 * and removes passkeys.
 */
export function PasskeyOffer() {
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const { toast } = useToast();
  const { guarded, notice } = useStepUp('passkey-offer');

  useEffect(() => {
    if (dismissedBefore()) return;
    let live = true;
    loadAmplify()
      .then(async () => {
        if (!(await offersPasskeys())) return;
        const { listWebAuthnCredentials } = await importAgain(() => import('aws-amplify/auth'));
        const { credentials } = await listWebAuthnCredentials();
        if (live && credentials.length === 0) setShown(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!shown) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey, '1');
    } catch {
      // Storage refused: the offer is only put away for this visit.
    }
    setShown(false);
  };
  const add = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await guarded(async () => {
        const { associateWebAuthnCredential } = await importAgain(() => import('aws-amplify/auth'));
        await associateWebAuthnCredential();
        toast({ title: messages.passkeyAdded });
        void reportSignInMethods();
        setShown(false);
      });
    } catch (error) {
      setProblem(passkeyErrorMessage(error, messages.passkeyAddFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id="passkey-offer" className="passkey-offer" aria-labelledby="passkey-offer-title">
      <div className="passkey-offer-text">
        <h2 id="passkey-offer-title">{messages.passkeyOfferTitle}</h2>
        <p className="muted small">{messages.passkeyOfferText}</p>
      </div>
      <div className="passkey-offer-actions">
        <button type="button" className="button button-primary button-small" disabled={busy} onClick={add}>
          {busy ? messages.passkeyAdding : messages.passkeyAdd}
        </button>
        <button type="button" className="button button-secondary button-small" onClick={dismiss}>
          {messages.passkeyOfferDismiss}
        </button>
      </div>
      <ErrorBanner message={problem} />
      {notice}
    </section>
  );
}
