import {
  type Category,
  categories,
  goalTagCategoryNames,
  socialProviderLabels,
  socialProviders,
} from '@contract/enums';
import { messages } from '@contract/messages';
import { memberLinkPattern } from '@contract/site-paths';
import { useState } from 'react';
import { Link, Navigate, useMatch, useParams } from 'react-router-dom';
import { CategoryTabs, openingCategory } from '@/components/category-tabs';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoading } from '@/components/page-loading';
import { ProfileHeader } from '@/components/profile-header';
import { ReceiptCardList } from '@/components/receipt-card-list';
import { SocialProviderMark } from '@/components/social-provider-mark';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { givePath, profilePath } from '@/lib/share-links';
import { useGoBack } from '@/lib/use-go-back';
import { usePageTitle } from '@/lib/use-page-title';
import { usePublicProfile } from './api/public-profile';
import { GiveLink } from './components/give-link';
import { SignInToSee } from './components/sign-in-to-see';
import { usePublicReceipts } from './public-receipts';
import '@/components/shared.css';
import './public-profile.css';

/** `/u/{username}`, `/profile/{userId}` and `/give/{username}` (one chunk for the share links). */
export default function PublicProfileRoute() {
  return useMatch(memberLinkPattern('give', 'username')) ? <GiveLink /> : <PublicProfilePage />;
}

function PublicProfilePage() {
  // `/u/{username}` is the readable link; `/profile/{userId}` (members only) redirects to it.
  const { userId, username } = useParams();
  const goBack = useGoBack();
  const [chosen, setChosen] = useState<Category | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const query = usePublicProfile({ userId, username });
  const view = query.data?.access === 'open' ? query.data.publicProfile : null;
  usePageTitle(view ? `${view.profile.fullName || 'Anonymous User'} (@${view.profile.username})` : null);
  const back = (
    <button type="button" className="button button-ghost" onClick={goBack}>
      ← Back
    </button>
  );

  const counts = view?.categoryCounts ?? {};
  const shown = categories.filter((c) => c in counts);
  const selected = chosen ?? openingCategory(shown, counts);
  // Members page through a tab; a signed-out visitor sees the first page of each that came with the profile.
  const member = useAuth().state.status === 'signedIn';
  const tab = usePublicReceipts(view?.profile.userId ?? '', member && view && !userId ? selected : null);

  if (!(userId || username) || query.isError) {
    return (
      <section className="page narrow stack center">
        <p className="error-banner" role="alert">
          {userId || username ? query.error?.message : messages.userIdNotProvided}
        </p>
        <p>{messages.profileLoadFailed}</p>
        <div className="button-row center">
          <button type="button" className="button button-primary" onClick={goBack}>
            Go Back
          </button>
        </div>
      </section>
    );
  }
  if (query.data?.access === 'signInRequired') return <SignInToSee username={username ?? ''} />;
  if (!view) return <PageLoading label="Loading profile…" />;
  if (userId) return <Navigate to={profilePath(view.profile.username)} replace />;

  const { profile, sharingSettings, goalTags, counters, categoryCounts, receipts } = view;
  const inCategory = member
    ? (tab.data?.pages.flatMap((p) => p.items) ?? [])
    : receipts.filter((r) => r.category === selected);
  const links = socialProviders.filter((p) => profile.socialLinks[p]);

  return (
    <section className="page profile-public">
      {back}
      <ProfileHeader
        fullName={profile.fullName}
        username={profile.username}
        photoURL={profile.photoURL}
        photoVariants={profile.photoVariants}
        emailVerified={profile.emailVerified}
        bio={profile.shortBio}
        receiptsShared={sharingSettings.receipts}
        publicCategories={profile.publicCategories}
        received={counters.received}
        given={counters.sent}
      />
      {goalTags && Object.values(goalTags).some((tags) => tags.length) ? (
        <section className="card">
          <h2>Goals</h2>
          <div className="chip-row">
            {goalTagCategoryNames.flatMap((c) =>
              (goalTags[c] ?? []).map((tag) => (
                <span key={tag} className="chip chip-static">
                  {tag}
                </span>
              )),
            )}
          </div>
        </section>
      ) : null}
      {links.length ? (
        <section className="card">
          <h2>Connected Accounts</h2>
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
      <section className="card">
        <h2>Receipts</h2>
        {shown.length === 0 || receipts.length === 0 ? (
          <p className="empty">No Public Receipts</p>
        ) : (
          <>
            <CategoryTabs
              categories={shown}
              counts={categoryCounts}
              selected={selected}
              onSelect={setChosen}
            />
            {member && tab.isPending ? (
              <Spinner label="Loading Receipts…" />
            ) : member && tab.isError ? (
              <p className="error-banner" role="alert">
                {tab.error.message}
              </p>
            ) : inCategory.length === 0 ? (
              <p className="empty">No Receipts in this category</p>
            ) : (
              <ReceiptCardList receipts={inCategory} expanded={expanded} onExpand={setExpanded} />
            )}
            <LoadMoreButton pages={tab} />
          </>
        )}
      </section>
      <div className="center">
        <Link to={givePath(profile.username)} className="button button-primary button-large">
          Leave a Receipt
        </Link>
      </div>
    </section>
  );
}
