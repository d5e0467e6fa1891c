import { ProfileActions } from './profile-actions';

/**
 * "Leave Ada a Receipt", kept in view at the bottom of the screen while the wall scrolls under it (the
 * page leaves room for it at its end); a signed-out visitor gets Sign Up and Login beside it.
 */
export function LeaveReceiptBar(props: { username: string; firstName: string; signedIn: boolean }) {
  return (
    <div className="leave-receipt-bar">
      <ProfileActions username={props.username} leaveFor={props.firstName} signedIn={props.signedIn} />
    </div>
  );
}
