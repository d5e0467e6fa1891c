import { goalTagCategoryNames, socialProviderLabels, socialProviders } from '@contract/enums';
import type { PublicProfile } from '@contract/schemas/users';
import { Handle } from '@/components/handle';
import { MemberAvatar } from '@/components/member-avatar';
import { PublicReceiptsBadge } from '@/components/profile-header';
import { SocialProviderMark } from '@/components/social-provider-mark';
import { WhatIsAReceipt } from './profile-actions';

/**
 * The top of the wall, centred: photo, name, bio, goals and linked accounts, as far as the member shares
 * them (the API sends nothing else); a signed-out visitor is also told what a Receipt is.
 */
export function WallHeader({ view, signedIn }: { view: PublicProfile; signedIn: boolean }) {
  const { profile, sharingSettings, goalTags, counters } = view;
  const goals = goalTagCategoryNames.flatMap((c) => goalTags?.[c] ?? []);
  const links = socialProviders.filter((p) => profile.socialLinks[p]);
  return (
    <header className="wall-header">
      <div className="avatar-wrap">
        <MemberAvatar member={profile} size={112} />
        {profile.emailVerified ? <span className="badge badge-success">Verified</span> : null}
      </div>
      <h1>{profile.fullName || 'Anonymous User'}</h1>
      <p className="muted wall-handle">
        <Handle username={profile.username} />
      </p>
      {profile.shortBio ? <p className="wall-bio">{profile.shortBio}</p> : null}
      <p className="wall-counts">
        <span>
          <strong>{counters.received}</strong> Receipts received
        </span>
        <span>
          <strong>{counters.sent}</strong> Receipts given
        </span>
        <PublicReceiptsBadge
          receiptsShared={sharingSettings.receipts}
          publicCategories={profile.publicCategories}
        />
      </p>
      {goals.length ? (
        <section className="wall-goals" aria-labelledby="wall-goals">
          <h2 id="wall-goals">Goals</h2>
          <div className="chip-row">
            {goals.map((tag) => (
              <span key={tag} className="chip chip-static">
                {tag}
              </span>
            ))}
          </div>
        </section>
      ) : null}
      {links.length ? (
        <section className="wall-goals" aria-labelledby="wall-accounts">
          <h2 id="wall-accounts">Connected Accounts</h2>
          <div className="chip-row">
            {links.map((p) => (
              <a
                key={p}
                className="chip"
                href={profile.socialLinks[p]}
                target="_blank"
                rel="noopener noreferrer"
              >
                <SocialProviderMark provider={p} size={16} /> {socialProviderLabels[p]}
              </a>
            ))}
          </div>
        </section>
      ) : null}
      {signedIn ? null : <WhatIsAReceipt />}
    </header>
  );
}
