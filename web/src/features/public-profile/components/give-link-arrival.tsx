import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { feedbackRequestPath, sitePaths } from '@contract/site-paths';
import { useQuery } from '@tanstack/react-query';
import { Arrival, type ArrivalPerson } from '@/components/arrival/arrival';
import { PageLoading } from '@/components/page-loading';
import { givePath } from '@/lib/share-links';
import { firstNameOf } from '@/lib/visitor-wall';
import { publicProfileQuery } from '../api/public-profile';

/**
 * A signed-out visitor of a give link (`/give/{username}`) or of a feedback request's link (`?request=`): the
 * arrival block, with the photo and name where the member shows them to visitors (else the handle), and one
 * action to sign up on the way to giving, or to answering the request.
 */
export function GiveLinkArrival({ username, requestId }: { username: string; requestId: string | null }) {
  const query = useQuery(publicProfileQuery({ username, signedIn: false }));
  if (query.isPending) return <PageLoading label="Loading profile…" />;
  const open = query.data?.access === 'open' ? query.data.publicProfile.profile : null;
  const person: ArrivalPerson = open ?? { fullName: '', username, photoURL: null };
  const name = open ? firstNameOf(open.fullName, username) : `@${username}`;
  return (
    <section className="page profile-public">
      <Arrival
        person={person}
        action={{
          label: format(requestId ? messages.answerRequestOf : messages.giveReceiptTo, { name }),
          to: sitePaths.signUp,
          returnTo: requestId ? feedbackRequestPath(username, requestId) : givePath(username),
        }}
      >
        <p className="muted">Sign up or sign in to leave a Receipt. You will come straight back to it.</p>
      </Arrival>
    </section>
  );
}
