import { format } from '@contract/format';
import * as messages from '@contract/messages';
import {
  type AuthWebAuthnCredential,
  associateWebAuthnCredential,
  deleteWebAuthnCredential,
  listWebAuthnCredentials,
} from 'aws-amplify/auth';
import { useCallback, useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { Spinner } from '@/components/spinner';
import { useStepUp } from '@/components/step-up';
import { useToast } from '@/components/toast';
import { loadAmplify } from '@/lib/amplify-loader';
import { longDate } from '@/lib/dates';
import { passkeyErrorMessage } from '@/lib/passkey-errors';
import { reportSignInMethods } from '@/lib/sign-in-methods';
import { offersPasskeys } from '@/lib/site-config';
import { SettingsSection } from './settings-section';

type State =
  | { kind: 'loading' }
  | { kind: 'listed'; passkeys: AuthWebAuthnCredential[] }
  | { kind: 'locked' }
  | { kind: 'failed'; message: string };

const nameOf = (passkey: AuthWebAuthnCredential) => passkey.friendlyCredentialName ?? messages.passkeysTitle;

/**
 * The member's passkeys, where `/config.json` offers them: add one (the browser creates it, Cognito keeps
 * it), see each with its name and when it was added, remove one. Every member keeps a password, so removing
 * the last passkey still leaves a way in. Adding and removing need a recent sign-in (useStepUp), and so,
 * from Cognito, does seeing them.
 */
export function PasskeysSection() {
  const [offered, setOffered] = useState(false);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const { toast } = useToast();
  const { guarded, stepUpOn, notice } = useStepUp('passkeys');

  const reload = useCallback(async () => {
    try {
      const { credentials } = await listWebAuthnCredentials();
      setState({ kind: 'listed', passkeys: credentials });
    } catch (error) {
      // Long after signing in, Cognito shows the passkeys only once the member signs in again.
      setState(
        stepUpOn(error) ? { kind: 'locked' } : { kind: 'failed', message: messages.passkeysLoadFailed },
      );
    }
  }, [stepUpOn]);

  useEffect(() => {
    let live = true;
    loadAmplify()
      .then(async () => {
        if (!(await offersPasskeys()) || !live) return;
        setOffered(true);
        return reload();
      })
      .catch(() => live && setState({ kind: 'failed', message: messages.passkeysLoadFailed }));
    return () => {
      live = false;
    };
  }, [reload]);

  if (!offered) return null;

  const add = async () => {
    setBusy('add');
    setProblem(undefined);
    try {
      await guarded(async () => {
        await associateWebAuthnCredential();
        toast({ title: messages.passkeyAdded });
        void reportSignInMethods();
        await reload();
      });
    } catch (error) {
      setProblem(passkeyErrorMessage(error, messages.passkeyAddFailed));
    } finally {
      setBusy(null);
    }
  };
  const remove = async (passkey: AuthWebAuthnCredential) => {
    const credentialId = passkey.credentialId;
    if (!credentialId) return;
    setBusy(credentialId);
    setProblem(undefined);
    try {
      await guarded(async () => {
        await deleteWebAuthnCredential({ credentialId });
        toast({ title: messages.passkeyRemoved });
        void reportSignInMethods();
        await reload();
      });
    } catch {
      setProblem(messages.passkeyRemoveFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection id="passkeys" title={messages.passkeysTitle} description={messages.passkeysDescription}>
      <ErrorBanner message={problem} />
      {notice}
      {state.kind === 'loading' && <Spinner label={messages.passkeysLoading} />}
      {state.kind === 'failed' && <ErrorBanner message={state.message} />}
      {state.kind === 'listed' &&
        (state.passkeys.length === 0 ? (
          <p className="muted">{messages.passkeysNone}</p>
        ) : (
          <ul className="blocked-list" aria-label={messages.passkeysTitle}>
            {state.passkeys.map((passkey) => (
              <li key={passkey.credentialId} className="blocked-row">
                <span>
                  {nameOf(passkey)}
                  {passkey.createdAt && (
                    <span className="muted small">
                      {' · '}
                      {format(messages.passkeyCreated, {
                        date: longDate(passkey.createdAt.toISOString()) ?? '',
                      })}
                    </span>
                  )}
                </span>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={busy !== null}
                  aria-label={format(messages.passkeyRemoveLabel, { name: nameOf(passkey) })}
                  onClick={() => remove(passkey)}
                >
                  {messages.passkeyRemove}
                </button>
              </li>
            ))}
          </ul>
        ))}
      <div>
        <button type="button" className="button button-secondary" disabled={busy !== null} onClick={add}>
          {busy === 'add' ? messages.passkeyAdding : messages.passkeyAdd}
        </button>
      </div>
    </SettingsSection>
  );
}
