import { goalTagCategoryNames, socialProviderLabels, socialProviders } from '@contract/enums';
import type { PublicProfile } from '@contract/schemas/users';
import { GoalChangeLines } from '@/components/goal-change-lines';
import { Handle } from '@/components/handle';
import { MemberAvatar } from '@/components/member-avatar';
import { PublicReceiptsBadge } from '@/components/profile-header';
import { SocialProviderMark } from '@/components/social-provider-mark';
import '@/components/wall-section.css';

/** The Verified badge beside a member's photo, when their e-mail is verified. */
export const VerifiedBadge = ({ view }: { view: PublicProfile }) =>
  view.profile.emailVerified ? <span className="badge badge-success">Verified</span> : null;

/**
 * The top of the wall a member sees, centred: photo, name, then the details (a signed-out visitor gets the
 * details inside the arrival block instead).
 */
export function WallHeader({ view }: { view: PublicProfile }) {
  return (
    <header className="wall-header">
      <div className="avatar-wrap">
        <MemberAvatar member={view.profile} size={112} />
        <VerifiedBadge view={view} />
      </div>
      <h1>{view.profile.fullName || 'Anonymous User'}</h1>
      <WallDetails view={view} />
    </header>
  );
}

/**
 * Handle, bio, counts, goals, the goals' change lines and linked accounts, as far as the member shares them
 * (the API sends nothing else).
 */
export function WallDetails({ view }: { view: PublicProfile }) {
  const { profile, sharingSettings, goalTags, counters } = view;
  const goals = goalTagCategoryNames.flatMap((c) => goalTags?.[c] ?? []);
  const links = socialProviders.filter((p) => profile.socialLinks[p]);
  return (
    <>
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
      <GoalChangeLines lines={view.goalChanges} />
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
    </>
  );
}
