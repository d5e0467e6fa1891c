import * as messages from '@contract/messages';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth';

/**
 * Whether the signed-in member may send: the ID token's `email_verified`, the claim the API checks. Profile
 * setup's "Verify Email" refreshes the token once the code is confirmed.
 */
export function useMaySend(): boolean {
  const { state } = useAuth();
  return state.status !== 'signedIn' || state.user.emailVerified;
}

/** Before anyone writes: sending needs a verified e-mail, and this is the way there. */
export function VerifyToSend() {
  return (
    <p className="verify-email-notice" role="status">
      {messages.verifyEmailToSend} <Link to="/profile-setup">Verify Email</Link>
    </p>
  );
}
