import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { SubmitButton } from '@/components/submit-button';
import { callApi } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import '@/components/shared.css';

/**
 * The e-mail's unsubscribe link: no sign-in, the token in the link is enough. Opening the page changes
 * nothing (mail scanners open links and run scripts); the Unsubscribe button does. Mail clients unsubscribe
 * without this page through the e-mail's RFC 8058 `List-Unsubscribe` header.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The weekly digest's link says `list=digest`: it stops the digest only.
  const digest = params.get('list') === 'digest';
  const unsubscribe = useMutation({
    mutationFn: () => callApi('unsubscribe', { body: digest ? { token, list: 'digest' } : { token } }),
  });

  return (
    <section className="page narrow">
      <h1>{digest ? 'Weekly digest' : 'Email notifications'}</h1>
      {unsubscribe.isSuccess ? (
        <p role="status">{digest ? messages.digestUnsubscribed : messages.unsubscribed}</p>
      ) : (
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            unsubscribe.mutate();
          }}
        >
          <p>{digest ? messages.digestUnsubscribeConfirm : messages.unsubscribeConfirm}</p>
          <ErrorBanner message={unsubscribe.error?.message} />
          <SubmitButton busy={unsubscribe.isPending} busyText="Unsubscribing...">
            Unsubscribe
          </SubmitButton>
        </form>
      )}
      <p className="muted">
        You can turn them back on in <Link to={sitePaths.settings}>Settings</Link>.
      </p>
    </section>
  );
}
