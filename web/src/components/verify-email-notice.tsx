import * as messages from '@contract/messages';
import { Link } from 'react-router-dom';
import { useMe } from '@/lib/use-me';

/**
 * Tells a member whose e-mail is not verified that Receipts e-mails only verified addresses, with the way to
 * verify (profile setup's "Verify Email"). Nothing once verified, or while the profile loads.
 */
export function VerifyEmailNotice() {
  const me = useMe();
  if (!me.data || me.data.profile.verificationStatus.email) return null;
  return (
    <p className="verify-email-notice">
      {messages.verifyEmailToGetMail} <Link to="/profile-setup">Verify Email</Link>
    </p>
  );
}
