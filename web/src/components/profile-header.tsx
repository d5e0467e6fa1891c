import { categories } from '@contract/enums';
import type { PhotoVariant, PublicCategories } from '@contract/schemas/profile';
import type { ReactNode } from 'react';
import { MemberAvatar } from './member-avatar';
import './shared.css';
import { Handle } from '@/components/handle';

interface Props {
  fullName: string;
  username: string;
  photoURL: string | null;
  photoVariants: PhotoVariant[];
  emailVerified: boolean;
  /** The bio as this page shows it; nothing is shown for null. */
  bio: string | null;
  receiptsShared: boolean;
  publicCategories: PublicCategories;
  received: number;
  given: number;
  /** A button beside the name (the own profile's Share QR). */
  action?: ReactNode;
}

/** The top of a profile, own or public: photo, Verified, name, username, bio, how public it is, and the counts. */
/** "All Receipts Public" or "Some Receipts Public": how much of a profile's received receipts anyone sees. */
export function PublicReceiptsBadge(props: { receiptsShared: boolean; publicCategories: PublicCategories }) {
  const allPublic = props.receiptsShared && categories.every((c) => props.publicCategories[c]);
  return <span className="badge">{allPublic ? 'All Receipts Public' : 'Some Receipts Public'}</span>;
}

export function ProfileHeader(props: Props) {
  return (
    <>
      <div className="card profile-header">
        <div className="avatar-wrap">
          <MemberAvatar member={props} size={96} />
          {props.emailVerified ? <span className="badge badge-success">Verified</span> : null}
        </div>
        <div className="profile-text">
          <h1>{props.fullName || 'Anonymous User'}</h1>
          <p className="muted">
            <Handle username={props.username} />
          </p>
          {props.bio ? <p>{props.bio}</p> : null}
          <div className="chip-row">
            <PublicReceiptsBadge {...props} />
          </div>
        </div>
        {props.action}
      </div>
      <div className="stat-row card">
        <div className="stat">
          <strong>{props.received}</strong> Receipts received
        </div>
        <div className="stat">
          <strong>{props.given}</strong> Receipts given
        </div>
      </div>
    </>
  );
}
