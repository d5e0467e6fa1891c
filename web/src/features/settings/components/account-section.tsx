import { Link } from 'react-router-dom';
import { Handle } from '@/components/handle';
import { MemberAvatar } from '@/components/member-avatar';
import { Spinner } from '@/components/spinner';
import { useMe } from '@/lib/use-me';
import { SettingsSection } from './settings-section';
import { SignInEmail } from './sign-in-email';

/** Who you are signed in as, and the e-mail you sign in with; the name, photo and bio are edited in profile setup. */
export function AccountSection() {
  const me = useMe();
  const profile = me.data?.profile;
  return (
    <SettingsSection id="account" title="Account" description="Your sign-in and the name people see.">
      {!profile ? (
        me.isError ? (
          <p className="error-banner" role="alert">
            {me.error.message}
          </p>
        ) : (
          <Spinner label="Loading your account…" />
        )
      ) : (
        <>
          <div className="settings-account">
            <MemberAvatar member={profile} size={56} />
            <div className="settings-account-who">
              <strong>{profile.fullName || 'Anonymous User'}</strong>
              <Handle className="muted" username={profile.username} />
            </div>
            <Link to="/profile-setup" className="button button-secondary button-small">
              Edit Profile
            </Link>
          </div>
          <dl className="settings-facts">
            <div>
              <dt>Email</dt>
              <dd>
                {profile.email}{' '}
                {profile.verificationStatus.email ? (
                  <span className="badge badge-success">Verified</span>
                ) : (
                  <Link to="/profile-setup">Verify Email</Link>
                )}
                <SignInEmail current={profile.email} />
              </dd>
            </div>
            <div>
              <dt>Username</dt>
              <dd>
                <Handle username={profile.username} />
              </dd>
            </div>
            <div>
              <dt>Password</dt>
              <dd>
                <Link to="/forgot-password">Change password</Link>
              </dd>
            </div>
          </dl>
          <p className="muted small">Your username cannot be changed after registration.</p>
        </>
      )}
    </SettingsSection>
  );
}
