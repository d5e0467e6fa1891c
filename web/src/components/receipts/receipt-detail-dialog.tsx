import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { memberLinkPath } from '@contract/site-paths';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { DialogFrame } from '@/components/dialog-frame';
import { EditedMark, OriginalText } from '@/components/edited-mark';
import { chipsOf, initialOf } from '@/components/receipt-card';
import { ReceiptCardFace } from '@/components/receipt-card-face';
import { TagIcon } from '@/components/tag-icons';
import { longDate, shortDate } from '@/lib/dates';
import { BlockSenderButton } from './block-sender-button';
import { HelpfulMarksControl } from './helpful-marks-control';
import { ProfileVisibility } from './profile-visibility';
import { ReflectionPanel } from './reflection-panel';
import { ReportReceiptButton } from './report-receipt-button';
import { TakeBackButton } from './take-back-button';
import { ThanksPanel } from './thanks-panel';
import { VoiceNotePlayer } from './voice-note-player';
import './receipts.css';

/**
 * The receipt itself, on the one card face and whole: the other person (the title says from or to), how
 * they know each other, the full text, and a chip for each thing chosen (category, intent, day, tags,
 * conflict resolution).
 */
function DetailCard({ receipt }: { receipt: Receipt }) {
  const sent = receipt.type === 'sent';
  const other = (sent ? receipt.recipientName : receipt.senderName) || 'Anonymous';
  const chips = [
    ...chipsOf(receipt),
    ...(receipt.dayContext
      ? [
          {
            key: 'day',
            label: (
              <>
                <TagIcon kind="dayContext" value={receipt.dayContext} /> {receipt.dayContext}
              </>
            ),
          },
        ]
      : []),
    ...receipt.conflictResolution.map((value) => ({ key: `conflict-${value}`, label: value })),
  ];
  return (
    <div className="receipt-face receipt-detail-card">
      <ReceiptCardFace
        giver={other}
        initial={initialOf(other)}
        knows={receipt.relationshipType || undefined}
        quote={<q className="receipt-quote receipt-quote-full">{receipt.receiptText || 'No written note'}</q>}
        chips={chips}
        date={{ iso: receipt.createdAt, label: shortDate(receipt.createdAt) }}
        voiceNote={Boolean(receipt.voiceRecording)}
        extra={<EditedMark receipt={receipt} />}
      />
    </div>
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
          <DetailCard receipt={receipt} />
          {receipt.editedAt ? <p className="muted small">Edited on {longDate(receipt.editedAt)}</p> : null}
          <OriginalText receipt={receipt} />
          {receipt.voiceRecording ? <VoiceNotePlayer receiptId={receipt.id} /> : null}
          {sent ? <TakeBackButton receipt={receipt} onTakenBack={onClose} /> : null}
          <ThanksPanel receipt={receipt} />
          {sent ? null : <HelpfulMarksControl key={receipt.id} receipt={receipt} />}
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
