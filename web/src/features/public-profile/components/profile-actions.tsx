import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import type { ArrivalAction } from '@/components/arrival/arrival';
import { givePath } from '@/lib/share-links';

/** A member's way on from a profile: "Leave Ada a Receipt", straight into the give flow. */
export function ProfileActions({ username, leaveFor }: { username: string; leaveFor: string }) {
  return (
    <div className="profile-actions">
      <Link to={givePath(username)} className="button button-primary">
        {format(messages.leaveReceiptFor, { name: leaveFor })}
      </Link>
    </div>
  );
}

/**
 * A signed-out visitor's way on from a profile (open or closed): "Leave Ada a Receipt" leads to sign-up and,
 * after it, to the give flow for that person.
 */
export const leaveReceiptAction = (username: string, name: string): ArrivalAction => ({
  label: format(messages.leaveReceiptFor, { name }),
  to: sitePaths.signUp,
  returnTo: givePath(username),
});
