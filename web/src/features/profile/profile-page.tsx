import { goalTagCategoryNames } from '@contract/enums';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '@/components/error-banner';
import { ProfileHeader } from '@/components/profile-header';
import { ShareLinkPanel } from '@/components/share/share-link-panel';
import { Spinner } from '@/components/spinner';
import { profilePath, siteLink } from '@/lib/share-links';
import { useMe } from '@/lib/use-me';
import { useHasOtherMembers } from './api/other-members';
import { AchievementBadges } from './components/achievement-badges';
import { ConnectedAccounts } from './components/connected-accounts';
import { OwnReceipts } from './components/own-receipts';
import { UserSearchBox } from './components/user-search-box';
import '@/components/shared.css';
import './profile-page.css';
import { lazyAgain } from '@/lib/lazy-again';

const QrCodeDialog = lazyAgain(() => import('@/components/share/qr-code-dialog'));

export default function ProfilePage() {
  const me = useMe();
  const hasOtherMembers = useHasOtherMembers();
  const [qrOpen, setQrOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  if (me.isPending) return <Spinner label="Loading your profile…" />;
  if (me.isError) {
    return (
      <section className="page narrow stack">
        <ErrorBanner message={`${messages.errorLoadingProfile}: ${me.error.message}`} />
        <button type="button" className="button button-primary" onClick={() => me.refetch()}>
          Try Again
        </button>
      </section>
    );
  }

  const { profile, counters, goalTags, sharingSettings } = me.data;
  const name = profile.fullName || 'Anonymous User';

  return (
    <section className="page profile">
      <div className="profile-toolbar">
        <UserSearchBox />
        <div className="menu">
          <button
            type="button"
            className="icon-button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="profile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
          </button>
          {menuOpen ? (
            <nav id="profile-menu" className="menu-list" aria-label="Profile menu">
              <Link to="/profile-setup">Edit Profile</Link>
              <Link to={sitePaths.hub}>Receipts Hub</Link>
              <Link to="/receipt">Give a Receipt</Link>
            </nav>
          ) : null}
        </div>
      </div>

      <ProfileHeader
        fullName={profile.fullName}
        username={profile.username}
        photoURL={profile.photoURL}
        photoVariants={profile.photoVariants}
        emailVerified={profile.verificationStatus.email}
        bio={profile.shortBio || 'No bio added yet'}
        receiptsShared={sharingSettings.receipts}
        publicCategories={profile.publicCategories}
        received={counters.received}
        given={counters.sent}
        action={
          <button type="button" className="button button-secondary" onClick={() => setQrOpen(true)}>
            Share QR
          </button>
        }
      />

      <section className="card">
        <h2>Goals</h2>
        {goalTags.selected.length === 0 ? (
          <p className="muted">
            No goal tags yet. <Link to="/profile-setup">Choose some</Link>.
          </p>
        ) : (
          goalTagCategoryNames
            .filter((c) => goalTags.categorized[c]?.length)
            .map((category) => (
              <div key={category} className="goal-group">
                <h3>{category}</h3>
                <div className="chip-row">
                  {goalTags.categorized[category]?.map((tag) => (
                    <span key={tag} className="chip chip-static">
                      {tag}
                    </span>
                  ))}
                </div>
              </div>
            ))
        )}
      </section>

      <ShareLinkPanel />

      <ConnectedAccounts links={profile.socialLinks} />
      <AchievementBadges received={counters.received} byIntent={counters.receivedByIntent} />
      <OwnReceipts me={me.data} />

      {hasOtherMembers.data ? (
        <div className="center">
          <Link to="/receipt" className="button button-primary button-large">
            Leave a Receipt
          </Link>
        </div>
      ) : null}
      <Suspense fallback={null}>
        {qrOpen ? (
          <QrCodeDialog
            link={siteLink(profilePath(profile.username))}
            name={name}
            username={profile.username}
            onOpenChange={setQrOpen}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
