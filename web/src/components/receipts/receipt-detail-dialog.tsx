import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { memberLinkPath } from '@contract/site-paths';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { DialogFrame } from '@/components/dialog-frame';
import { EditedMark, OriginalText } from '@/components/edited-mark';
import { longDate } from '@/lib/dates';
import { BlockSenderButton } from './block-sender-button';
import { ProfileVisibility } from './profile-visibility';
import { ReflectionPanel } from './reflection-panel';
import { ReportReceiptButton } from './report-receipt-button';
import { TakeBackButton } from './take-back-button';
import { ThanksPanel } from './thanks-panel';
import { VoiceNotePlayer } from './voice-note-player';
import './receipts.css';

function Details({ receipt }: { receipt: Receipt }) {
  const rows: [string, string][] = [
    ['Category', receipt.category || 'Other'],
    ['Intent', receipt.intent || messages.notSpecified],
    ['Day', receipt.dayContext || messages.notSpecified],
    ['Relationship', receipt.relationshipType || messages.notSpecified],
    ...(receipt.emotionalRegulation.length
      ? [['Tags', receipt.emotionalRegulation.join(', ')] as [string, string]]
      : []),
    ...(receipt.conflictResolution.length
      ? [['Conflict resolution', receipt.conflictResolution.join(', ')] as [string, string]]
      : []),
  ];
  return (
    <dl className="detail-list">
      {rows.map(([term, value]) => (
        <div key={term} className="detail-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReceiptDetailDialog({ receipt, onClose }: { receipt: Receipt | null; onClose(): void }) {
  const sent = receipt?.type === 'sent';
  const otherId = receipt ? (sent ? receipt.recipientId : receipt.senderId) : null;
  const canViewProfile = receipt !== null && (sent || !receipt.anonymous);
  return (
    <DialogFrame
      open={receipt !== null}
      onOpenChange={(open) => !open && onClose()}
      title={receipt ? (sent ? `To ${receipt.recipientName}` : `From ${receipt.senderName}`) : ''}
      description={receipt ? (longDate(receipt.createdAt) ?? messages.dateNotAvailable) : ''}
    >
      {receipt ? (
        <>
          <p className="receipt-text">{receipt.receiptText || 'No written note'}</p>
          {receipt.editedAt ? (
            <p className="receipt-edited">
              <EditedMark receipt={receipt} />
              <span className="muted small">Edited on {longDate(receipt.editedAt)}</span>
            </p>
          ) : null}
          <OriginalText receipt={receipt} />
          <Details receipt={receipt} />
          {receipt.voiceRecording ? <VoiceNotePlayer receiptId={receipt.id} /> : null}
          {sent ? <TakeBackButton receipt={receipt} onTakenBack={onClose} /> : null}
          <ThanksPanel receipt={receipt} />
          {sent ? null : <ReflectionPanel receiptId={receipt.id} />}
          {sent ? null : <ProfileVisibility receipt={receipt} />}
          <div className="button-row end">
            {sent ? null : <ReportReceiptButton receipt={receipt} onReported={onClose} />}
            {sent ? null : <BlockSenderButton receipt={receipt} onBlocked={onClose} />}
            <Dialog.Close asChild>
              <button type="button" className="button button-secondary">
                Close
              </button>
            </Dialog.Close>
            {canViewProfile && otherId ? (
              <Link to={memberLinkPath('byUserId', otherId)} className="button button-primary">
                View Profile
              </Link>
            ) : null}
          </div>
        </>
      ) : null}
    </DialogFrame>
  );
}
