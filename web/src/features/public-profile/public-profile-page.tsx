import * as messages from '@contract/messages';
import { memberLinkPattern } from '@contract/site-paths';
import { Navigate, useMatch, useParams } from 'react-router-dom';
import { Arrival } from '@/components/arrival/arrival';
import { PageLoading } from '@/components/page-loading';
import { useAuth } from '@/lib/auth';
import { profilePath } from '@/lib/share-links';
import { useGoBack } from '@/lib/use-go-back';
import { usePageTitle } from '@/lib/use-page-title';
import { firstNameOf } from '@/lib/visitor-wall';
import { usePublicProfile } from './api/public-profile';
import { GiveLink } from './components/give-link';
import { LeaveReceiptBar } from './components/leave-receipt-bar';
import { leaveReceiptAction } from './components/profile-actions';
import { ReceiptWall } from './components/receipt-wall';
import { SignInToSee } from './components/sign-in-to-see';
import { VerifiedBadge, WallDetails, WallHeader } from './components/wall-header';
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
  const query = usePublicProfile({ userId, username });
  const view = query.data?.access === 'open' ? query.data.publicProfile : null;
  usePageTitle(view ? `${view.profile.fullName || 'Anonymous User'} (@${view.profile.username})` : null);
  const signedIn = useAuth().state.status === 'signedIn';

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

  const { profile } = view;
  const firstName = firstNameOf(profile.fullName, profile.username);
  if (!signedIn)
    return (
      <section className="page profile-public">
        <Arrival
          person={profile}
          action={leaveReceiptAction(profile.username, firstName)}
          badge={<VerifiedBadge view={view} />}
        >
          <WallDetails view={view} />
        </Arrival>
        <ReceiptWall view={view} signedIn={false} />
      </section>
    );
  return (
    <section className="page profile-public">
      <button type="button" className="button button-ghost profile-public-back" onClick={goBack}>
        ← Back
      </button>
      <WallHeader view={view} />
      <ReceiptWall view={view} signedIn />
      <LeaveReceiptBar username={profile.username} firstName={firstName} />
    </section>
  );
}
