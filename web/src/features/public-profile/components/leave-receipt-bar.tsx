import { ProfileActions } from './profile-actions';

/**
 * "Leave Ada a Receipt" for a member, kept in view at the bottom of the screen while the wall scrolls under
 * it (the page leaves room for it at its end). A signed-out visitor has the arrival block's action instead.
 */
export function LeaveReceiptBar(props: { username: string; firstName: string }) {
  return (
    <div className="leave-receipt-bar">
      <ProfileActions username={props.username} leaveFor={props.firstName} />
    </div>
  );
}
