import * as messages from '@contract/messages';
import { TotpCodeForm, type TotpCodeForm as TotpCodeValues } from '@contract/schemas/auth';
import {
  fetchMFAPreference,
  fetchUserAttributes,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { ErrorBanner } from '@/components/error-banner';
import { Spinner } from '@/components/spinner';
import { useStepUp } from '@/components/step-up';
import { SubmitButton } from '@/components/submit-button';
import { TextField } from '@/components/text-field';
import { loadAmplify } from '@/lib/amplify-loader';
import { qrSvg, svgDataUrl } from '@/lib/qr-image';
import { reportSignInMethods } from '@/lib/sign-in-methods';
import { groupedSecret, totpErrorMessage, totpIssuer } from '@/lib/totp';
import { useContractForm } from '@/lib/use-contract-form';
import { SettingsSection } from './settings-section';

type State =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'setting-up'; uri: string; secret: string }
  | { kind: 'on' }
  | { kind: 'locked' }
  | { kind: 'failed'; message: string };

const blank: TotpCodeValues = { code: '' };

/**
 * Two-step sign-in with an authenticator app (TOTP), where `/config.json` offers it (Cognito in AWS; the
 * local emulator has no TOTP, so the section is not shown there). Set up: a QR code (and the secret as
 * text), then one code from the app to prove it, then the app becomes the preferred second step.
 */
export function TwoStepSection() {
  const [offered, setOffered] = useState(false);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const { field, formState, formError, submitWith, reset } = useContractForm(TotpCodeForm, blank);
  const { guarded, stepUpOn, notice } = useStepUp('two-step');

  useEffect(() => {
    let live = true;
    loadAmplify()
      .then(async (amplify) => {
        if (!amplify.offersTotp()) return;
        if (live) setOffered(true);
        const preference = await fetchMFAPreference();
        if (live) setState({ kind: preference.enabled?.includes('TOTP') ? 'on' : 'off' });
      })
      .catch((error) => {
        if (!live) return;
        // Long after signing in, Cognito tells the second step only once the member signs in again.
        setState(
          stepUpOn(error) ? { kind: 'locked' } : { kind: 'failed', message: messages.twoStepLoadFailed },
        );
      });
    return () => {
      live = false;
    };
  }, [stepUpOn]);

  if (!offered) return null;

  const startSetUp = async () => {
    try {
      await guarded(async () => {
        const [details, attributes] = await Promise.all([setUpTOTP(), fetchUserAttributes()]);
        const uri = details.getSetupUri(totpIssuer, attributes.email).toString();
        reset(blank);
        setState({ kind: 'setting-up', uri, secret: details.sharedSecret });
      });
    } catch {
      setState({ kind: 'failed', message: messages.twoStepLoadFailed });
    }
  };
  const turnOff = async () => {
    try {
      await guarded(async () => {
        await updateMFAPreference({ totp: 'DISABLED' });
        setState({ kind: 'off' });
        void reportSignInMethods();
      });
    } catch {
      setState({ kind: 'failed', message: messages.twoStepLoadFailed });
    }
  };
  const onVerify = submitWith(
    async ({ code }) => {
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
      setState({ kind: 'on' });
      void reportSignInMethods();
    },
    (error) => totpErrorMessage(error, messages.totpCodeWrong),
  );

  return (
    <SettingsSection
      id="two-step"
      title="Two-step sign-in"
      description="Ask for a code from an authenticator app as well as your password."
    >
      {notice}
      {state.kind === 'loading' && <Spinner label="Loading your sign-in settings…" />}
      {state.kind === 'failed' && <ErrorBanner message={state.message} />}
      {state.kind === 'off' && (
        <button type="button" className="button button-secondary" onClick={startSetUp}>
          Set up an authenticator app
        </button>
      )}
      {state.kind === 'on' && (
        <>
          <p>
            <span className="badge badge-success">On</span> Signing in asks for a code from your authenticator
            app.
          </p>
          <button type="button" className="button button-secondary" onClick={turnOff}>
            Turn off
          </button>
        </>
      )}
      {state.kind === 'setting-up' && (
        <form onSubmit={onVerify} noValidate className="stack">
          <ErrorBanner message={formError} />
          <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          <img
            src={svgDataUrl(qrSvg(state.uri))}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
          />
          <p className="muted small">
            Can't scan it? Enter this key: <code>{groupedSecret(state.secret)}</code>
          </p>
          <TextField
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...field('code')}
          />
          <SubmitButton busy={formState.isSubmitting} busyText="Checking...">
            Turn on
          </SubmitButton>
        </form>
      )}
    </SettingsSection>
  );
}
