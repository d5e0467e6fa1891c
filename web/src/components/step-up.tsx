import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { signedInRecently } from '@/lib/recent-sign-in';
import { rememberReturnTo } from '@/lib/return-to';

/**
 * Changing how a member signs in needs a recent sign-in: `guarded(change)` runs the change only when the
 * last sign-in is at most `limits.stepUpMinutes` old, and otherwise shows `notice` instead, whose button
 * signs the member out and back in, returning here (to the element `returnId`, the section asking).
 * Cognito itself does not ask: this is the site's rule.
 */
export function useStepUp(returnId: string) {
  const [needed, setNeeded] = useState(false);
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const guarded = useCallback(async (change: () => Promise<void>) => {
    if (!(await signedInRecently())) {
      setNeeded(true);
      return;
    }
    setNeeded(false);
    await change();
  }, []);

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

  return { guarded, notice };
}
