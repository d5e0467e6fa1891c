import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { useAuth } from '@/lib/auth';
import { resolveLinkedRecipient } from '../api/linked-recipient';
import type { Recipient } from '../api/recipients';

/**
 * Chooses the recipient named by `?to={username}` (from a `/give/{username}` link) once, or says why not.
 */
export function RecipientFromLink({ onChoose }: { onChoose(recipient: Recipient): void }) {
  const [params, setParams] = useSearchParams();
  const { state } = useAuth();
  const username = params.get('to');
  const myUserId = state.user?.userId ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const choose = useRef(onChoose);
  choose.current = onChoose;

  useEffect(() => {
    if (!username || !myUserId) return;
    let current = true;
    void resolveLinkedRecipient(username.toLowerCase(), myUserId).then((result) => {
      if (!current) return;
      if ('recipient' in result) choose.current(result.recipient);
      else setProblem(result.problem);
      // Done with the link: a reload or "Give Another Receipt" starts from a clean page.
      setParams(
        (p) => {
          p.delete('to');
          return p;
        },
        { replace: true },
      );
    });
    return () => {
      current = false;
    };
  }, [username, myUserId, setParams]);

  return <ErrorBanner message={problem} />;
}
