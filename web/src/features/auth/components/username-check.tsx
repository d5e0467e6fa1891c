import { useEffect } from 'react';
import { AccountEndedExit } from '@/lib/account-ended';
import { QueryProvider } from '@/lib/query-provider';
import { type UsernameStatus as Status, useUsernameAvailability } from '../api/check-username';
import { UsernameStatus } from './username-status';

interface Props {
  username: string;
  onStatus(status: Status): void;
}

function Availability({ username, onStatus }: Props) {
  const status = useUsernameAvailability(username);
  useEffect(() => onStatus(status), [status, onStatus]);
  return <UsernameStatus status={status} />;
}

/**
 * The sign-up form's live username check, with react-query and the API client: loaded after the form, which
 * takes input meanwhile (app/router.tsx). A member whose account ended is taken out from here, as on every
 * page that calls the API.
 */
export default function UsernameCheck(props: Props) {
  return (
    <QueryProvider>
      <AccountEndedExit />
      <Availability {...props} />
    </QueryProvider>
  );
}
