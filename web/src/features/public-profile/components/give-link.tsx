import { usernamePattern } from '@contract/limits';
import * as messages from '@contract/messages';
import { feedbackRequestParam, feedbackRequestPath, sitePaths } from '@contract/site-paths';
import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { rememberReturnTo } from '@/lib/return-to';
import { givePath } from '@/lib/share-links';
import { usePageTitle } from '@/lib/use-page-title';
import { GiveLinkArrival } from './give-link-arrival';

/**
 * `/give/{username}`: the link a user shares to ask for a receipt. Members go straight to the give flow
 * with that person chosen; signed-out visitors sign up (or log in) first and land there afterwards.
 */
export function GiveLink() {
  const { username = '' } = useParams();
  // A feedback request's link (`?request=`): the give flow shows its question and answers it.
  const requestId = useSearchParams()[0].get(feedbackRequestParam);
  const { state } = useAuth();
  const valid = usernamePattern.test(username);
  const target = username.toLowerCase();
  usePageTitle(valid ? `Give @${target} a Receipt` : null);

  useEffect(() => {
    if (valid && state.status === 'signedOut')
      rememberReturnTo(requestId ? feedbackRequestPath(target, requestId) : givePath(target));
  }, [valid, state.status, target, requestId]);

  if (!valid) {
    return (
      <section className="page narrow stack center">
        <h1>Give a Receipt</h1>
        <p className="error-banner" role="alert">
          {messages.usernameFormat}
        </p>
        <p>
          <Link to="/receipt">Find someone to give a Receipt</Link>
        </p>
      </section>
    );
  }
  if (state.status === 'loading') return <Spinner label="Checking your session…" />;
  if (state.status === 'signedIn')
    return (
      <Navigate
        to={`${sitePaths.give}?to=${encodeURIComponent(target)}${requestId ? `&${feedbackRequestParam}=${encodeURIComponent(requestId)}` : ''}`}
        replace
      />
    );
  return <GiveLinkArrival username={target} requestId={requestId} />;
}
