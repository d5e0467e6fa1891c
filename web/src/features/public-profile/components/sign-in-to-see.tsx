import { messages } from '@contract/messages';
import { useEffect } from 'react';
import { LinkPair } from '@/components/link-pair';
import { rememberReturnTo } from '@/lib/return-to';
import { profilePath } from '@/lib/share-links';

/** What a signed-out visitor sees of a profile its owner keeps for members; they come back after log-in. */
export function SignInToSee({ username }: { username: string }) {
  // Remembered on sight: the visitor may also reach log-in or sign-up through the top bar.
  useEffect(() => rememberReturnTo(profilePath(username)), [username]);
  return (
    <section className="page narrow stack center" aria-labelledby="sign-in-to-see">
      <h1 id="sign-in-to-see">{messages.signInToSeeProfile}</h1>
      <p className="muted">{messages.signInToSeeProfileHint}</p>
      <LinkPair primary={{ to: '/login', label: 'Login' }} secondary={{ to: '/signup', label: 'Sign Up' }} />
    </section>
  );
}
