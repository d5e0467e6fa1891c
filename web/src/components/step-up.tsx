import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { selfServiceRefusal } from '@contract/recent-sign-in';
import { sitePaths } from '@contract/site-paths';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { signedInRecently } from '@/lib/recent-sign-in';
import { rememberReturnTo } from '@/lib/return-to';

/**
 * Whether `error` is a refusal for want of a recent sign-in: the API's, or Cognito's to an access token
 * without the self-service scope (a refresh's: contract/recent-sign-in.ts).
 */
export const refusedForStepUp = (error: unknown): boolean =>
  (error instanceof ApiError && error.code === errorCodes.recentSignInNeeded) ||
  (error instanceof Error &&
    error.name === selfServiceRefusal.name &&
    error.message === selfServiceRefusal.message);

/**
 * Changing how a member signs in, or deleting the account, needs a recent sign-in: `guarded(change)` runs
 * the change only when the last sign-in is at most `limits.stepUpMinutes` old, and otherwise shows `notice`
 * instead, whose button signs the member out and back in, returning here (to the element `returnId`, the
 * section asking). The API refuses its own such routes too (`RECENT_SIGN_IN_NEEDED`), and Cognito refuses
 * its own self-service calls to a refresh's access token: a call that meets either refusal, within `guarded`
 * or passed to `stepUpOn`, shows the same notice (reading passkeys or the second step, or verifying an
 * e-mail, long after signing in).
 */
export function useStepUp(returnId: string) {
  const [needed, setNeeded] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  /** Shows the notice when `error` is the API's step-up refusal; says whether it was. */
  const stepUpOn = useCallback((error: unknown) => {
    const refused = refusedForStepUp(error);
    if (refused) setNeeded(true);
    return refused;
  }, []);

  const guarded = useCallback(
    async (change: () => Promise<void>) => {
      if (!(await signedInRecently())) {
        setNeeded(true);
        return;
      }
      setNeeded(false);
      try {
        await change();
      } catch (error) {
        if (!stepUpOn(error)) throw error;
      }
    },
    [stepUpOn],
  );

  const signInAgain = async () => {
    rememberReturnTo(`${location.pathname}#${returnId}`);
    await signOut();
    navigate(sitePaths.login);
  };

  const notice = needed ? (
    <div className="step-up-banner" role="alert">
      <p>{format(messages.stepUpNeeded, { minutes: limits.stepUpMinutes })}</p>
      <button type="button" className="button button-primary button-small" onClick={signInAgain}>
        {messages.stepUpSignIn}
      </button>
    </div>
  ) : null;

  return { guarded, stepUpOn, notice };
}
