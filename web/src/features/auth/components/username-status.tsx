import * as messages from '@contract/messages';
import type { UsernameStatus as Status } from '../api/check-username';

const text: Record<Exclude<Status, 'idle'>, string> = {
  checking: messages.usernameChecking,
  available: messages.usernameAvailable,
  taken: messages.usernameTakenInline,
  error: messages.failedToVerifyUsername,
};

export function UsernameStatus({ status }: { status: Status }) {
  return (
    <span className={`username-status username-status-${status}`} aria-live="polite">
      {status === 'idle' ? '' : text[status]}
    </span>
  );
}
