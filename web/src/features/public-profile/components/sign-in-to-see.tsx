import * as messages from '@contract/messages';
import { useEffect } from 'react';
import { rememberReturnTo } from '@/lib/return-to';
import { profilePath } from '@/lib/share-links';
import { ProfileActions, WhatIsAReceipt } from './profile-actions';

/**
 * What a signed-out visitor sees of a profile its owner keeps for members (and of a username nobody has:
 * the same page), on the wall's layout; they come back after log-in.
 */
export function SignInToSee({ username }: { username: string }) {
  // Remembered on sight: the visitor may also reach log-in or sign-up through the top bar.
  useEffect(() => rememberReturnTo(profilePath(username)), [username]);
  return (
    <section className="page profile-public" aria-labelledby="sign-in-to-see">
      <header className="wall-header">
        <h1 id="sign-in-to-see">{messages.signInToSeeProfile}</h1>
        <p className="muted">{messages.signInToSeeProfileHint}</p>
        <WhatIsAReceipt />
        <ProfileActions username={username} leaveFor={`@${username}`} />
      </header>
    </section>
  );
}
