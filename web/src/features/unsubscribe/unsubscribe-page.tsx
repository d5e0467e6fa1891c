import { messages } from '@contract/messages';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { Spinner } from '@/components/spinner';
import { callApi } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import '@/components/shared.css';

/** The e-mail's one-click unsubscribe link: no sign-in, the token in the link is enough. */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({ mutationFn: () => callApi('unsubscribe', { body: { token } }) });
  const { mutate } = unsubscribe;
  useEffect(() => mutate(), [mutate]);

  return (
    <section className="page narrow">
      <h1>E-mail notifications</h1>
      {unsubscribe.isSuccess ? (
        <p role="status">{messages.unsubscribed}</p>
      ) : unsubscribe.isError ? (
        <ErrorBanner message={unsubscribe.error.message} />
      ) : (
        <Spinner />
      )}
      <p className="muted">
        You can turn them back on in <Link to="/app/settings">Settings</Link>.
      </p>
    </section>
  );
}
