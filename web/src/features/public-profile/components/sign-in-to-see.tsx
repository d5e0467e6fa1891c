import * as messages from '@contract/messages';
import { useEffect } from 'react';
import { Arrival } from '@/components/arrival/arrival';
import { rememberReturnTo } from '@/lib/return-to';
import { profilePath } from '@/lib/share-links';
import { leaveReceiptAction } from './profile-actions';

/**
 * What a signed-out visitor sees of a profile its owner keeps for members (and of a username nobody has:
 * the same page): the arrival block with the handle alone; they come back after log-in.
 */
export function SignInToSee({ username }: { username: string }) {
  // Remembered on sight: the visitor may also reach log-in or sign-up through the top bar.
  useEffect(() => rememberReturnTo(profilePath(username)), [username]);
  return (
    <section className="page profile-public">
      <Arrival
        person={{ fullName: '', username, photoURL: null }}
        action={leaveReceiptAction(username, `@${username}`)}
      >
        <p className="muted">
          {messages.signInToSeeProfile}. {messages.signInToSeeProfileHint}
        </p>
      </Arrival>
    </section>
  );
}
