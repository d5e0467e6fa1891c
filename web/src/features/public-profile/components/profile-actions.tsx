import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { Link } from 'react-router-dom';
import { givePath } from '@/lib/share-links';

interface Props {
  username: string;
  /** Who the receipt is for, as the button says it; no "Leave" button on the give link's own page. */
  leaveFor?: string;
  /** A member needs no Sign Up or Sign In. */
  signedIn?: boolean;
}

/**
 * The ways on from a profile, in one order on every page a visitor sees (the profile, a closed profile,
 * the give link): leave a Receipt, then Sign Up, then Login. Whichever comes first stands out.
 */
export function ProfileActions({ username, leaveFor, signedIn }: Props) {
  const style = (first: boolean) => `button ${first ? 'button-primary' : 'button-secondary'}`;
  return (
    <div className="profile-actions">
      {leaveFor ? (
        <Link to={givePath(username)} className={style(true)}>
          {format(messages.leaveReceiptFor, { name: leaveFor })}
        </Link>
      ) : null}
      {signedIn ? null : (
        <>
          <Link to="/signup" className={style(!leaveFor)}>
            {messages.signUp}
          </Link>
          <Link to="/login" className={style(false)}>
            {messages.signIn}
          </Link>
        </>
      )}
    </div>
  );
}

/** The one line that tells a visitor what a Receipt is. */
export function WhatIsAReceipt() {
  return <p className="what-is-a-receipt muted">{messages.whatIsAReceipt}</p>;
}
