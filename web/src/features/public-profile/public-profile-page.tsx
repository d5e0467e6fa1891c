import {
  type Category,
  categories,
  goalTagCategoryNames,
  socialProviderLabels,
  socialProviders,
} from '@contract/enums';
import { messages } from '@contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '@/components/avatar';
import { CategoryTabs, openingCategory } from '@/components/category-tabs';
import { LoadMoreButton } from '@/components/load-more-button';
import { ReceiptCard } from '@/components/receipt-card';
import { Spinner } from '@/components/spinner';
import { callApi } from '@/lib/api-client';
import { usePublicReceipts } from './public-receipts';
import '@/components/shared.css';
import './public-profile.css';

export default function PublicProfilePage() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Category | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['public-profile', userId],
    queryFn: () => callApi('getPublicProfile', { params: { userId } }),
    enabled: Boolean(userId),
  });
  const back = (
    <button type="button" className="button button-ghost" onClick={() => navigate(-1)}>
      ← Back
    </button>
  );

  const counts = query.data?.categoryCounts ?? {};
  const shown = categories.filter((c) => c in counts);
  const selected = chosen ?? openingCategory(shown, counts);
  const tab = usePublicReceipts(userId, query.data ? selected : null);

  if (!userId || query.isError) {
    return (
      <section className="page narrow stack center">
        <p className="error-banner" role="alert">
          {userId ? query.error?.message : messages.userIdNotProvided}
        </p>
        <p>{messages.profileLoadFailed}</p>
        <div className="button-row center">
          <button type="button" className="button button-primary" onClick={() => navigate(-1)}>
            Go Back
          </button>
        </div>
      </section>
    );
  }
  if (query.isPending) return <Spinner label="Loading profile…" />;

  const { profile, sharingSettings, goalTags, counters, categoryCounts, receipts } = query.data;
  const inCategory = tab.data?.pages.flatMap((p) => p.items) ?? [];
  const allPublic = sharingSettings.receipts && categories.every((c) => profile.publicCategories[c]);
  const links = socialProviders.filter((p) => profile.socialLinks[p]);

  return (
    <section className="page profile-public">
      {back}
      <div className="card profile-header">
        <div className="avatar-wrap">
          <Avatar name={profile.fullName} photoURL={profile.photoURL} size={96} />
          {profile.emailVerified ? <span className="badge badge-success">Verified</span> : null}
        </div>
        <div className="profile-text">
          <h1>{profile.fullName || 'Anonymous User'}</h1>
          <p className="muted">@{profile.username}</p>
          {profile.shortBio ? <p>{profile.shortBio}</p> : null}
          <span className="badge">{allPublic ? 'All Receipts Public' : 'Some Receipts Public'}</span>
        </div>
      </div>
      <div className="stat-row card">
        <div className="stat">
          <strong>{counters.received}</strong> Receipts received
        </div>
        <div className="stat">
          <strong>{counters.sent}</strong> Receipts given
        </div>
      </div>
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
                {socialProviderLabels[p]}
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
            {tab.isPending ? (
              <Spinner label="Loading Receipts…" />
            ) : tab.isError ? (
              <p className="error-banner" role="alert">
                {tab.error.message}
              </p>
            ) : inCategory.length === 0 ? (
              <p className="empty">No Receipts in this category</p>
            ) : (
              <div className="receipt-list">
                {inCategory.map((receipt) => (
                  <ReceiptCard
                    key={receipt.id}
                    receipt={receipt}
                    expanded={expanded === receipt.id}
                    onToggle={() => setExpanded(expanded === receipt.id ? null : receipt.id)}
                  />
                ))}
              </div>
            )}
            <LoadMoreButton pages={tab} />
          </>
        )}
      </section>
      <div className="center">
        <Link to="/receipt" className="button button-primary button-large">
          Leave a Receipt
        </Link>
      </div>
    </section>
  );
}
