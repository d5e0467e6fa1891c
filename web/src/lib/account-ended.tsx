import { errorCodes } from '@contract/error-codes';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth';
import { queryClient } from './query-provider';

/**
 * Whether an API answer says the signed-in account has ended: the 401 the API sends, with its code, for a
 * token whose account was deleted or disabled (functions/http/caller.ts). Its message says which.
 */
export const saysAccountEnded = (status: number, code: string | undefined) =>
  status === 401 && code === errorCodes.accountEnded;

/**
 * What the landing page finds in the navigation's state when an ended account's tab was brought there: the
 * message to show, and whose session to sign out (not a later one's, should the entry be visited again).
 */
export interface AccountEndedState {
  accountEnded: string;
  userId: string;
}

let onEnded: ((message: string) => void) | null = null;
/** Deletions under way in this tab: the account ends on purpose, and the deletion flow signs out itself. */
let deleting = 0;

/** Called by the API client on such an answer: the mounted exit takes the tab to the landing page. */
export function reportAccountEnded(message: string) {
  if (!deleting) onEnded?.(message);
}

/** Runs this tab's own deletion: meanwhile, a request refused because of it does not sign the tab out. */
export async function whileDeletingAccount<T>(run: () => Promise<T>): Promise<T> {
  deleting++;
  try {
    return await run();
  } finally {
    deleting--;
  }
}

/**
 * Mounted with the pages that call the API: a tab still open on an account that was deleted (elsewhere)
 * or disabled goes to the landing page, which shows why and signs the tab out. Signing out here instead
 * would let the protected page, still shown while the landing page loads, send the tab to /login.
 */
export function AccountEndedExit() {
  const navigate = useNavigate();
  const { state } = useAuth();
  const userId = state.user?.userId ?? '';
  useEffect(() => {
    const exit = (message: string) => {
      const ended: AccountEndedState = { accountEnded: message, userId };
      navigate('/', { replace: true, state: ended });
      queryClient.clear();
    };
    onEnded = exit;
    return () => {
      if (onEnded === exit) onEnded = null;
    };
  }, [navigate, userId]);
  return null;
}
