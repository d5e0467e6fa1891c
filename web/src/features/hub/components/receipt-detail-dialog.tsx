import type { Receipt } from '@contract/schemas/receipts';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router-dom';
import { longDate } from '@/lib/dates';

export function ReceiptDetailDialog({ receipt, onClose }: { receipt: Receipt | null; onClose(): void }) {
  const sent = receipt?.type === 'sent';
  const otherId = receipt ? (sent ? receipt.recipientId : receipt.senderId) : null;
  const canViewProfile = receipt !== null && (sent || !receipt.anonymous);
  return (
    <Dialog.Root open={receipt !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          {receipt ? (
            <>
              <Dialog.Title>
                {sent ? `To ${receipt.recipientName}` : `From ${receipt.senderName}`}
              </Dialog.Title>
              <Dialog.Description className="muted small">
                {longDate(receipt.createdAt) ?? 'Date not available'}
              </Dialog.Description>
              <p className="receipt-text">{receipt.receiptText || 'No written note'}</p>
              <dl className="detail-list">
                <dt>Category</dt>
                <dd>{receipt.category || 'Other'}</dd>
                <dt>Intent</dt>
                <dd>{receipt.intent || 'Not specified'}</dd>
                <dt>Day</dt>
                <dd>{receipt.dayContext || 'Not specified'}</dd>
                <dt>Relationship</dt>
                <dd>{receipt.relationshipType || 'Not specified'}</dd>
                {receipt.emotionalRegulation.length ? (
                  <>
                    <dt>Tags</dt>
                    <dd>{receipt.emotionalRegulation.join(', ')}</dd>
                  </>
                ) : null}
                {receipt.conflictResolution.length ? (
                  <>
                    <dt>Conflict resolution</dt>
                    <dd>{receipt.conflictResolution.join(', ')}</dd>
                  </>
                ) : null}
              </dl>
              {receipt.editedAt ? (
                <p className="muted small">Edited on {longDate(receipt.editedAt)}</p>
              ) : null}
              <div className="button-row end">
                <Dialog.Close asChild>
                  <button type="button" className="button button-secondary">
                    Close
                  </button>
                </Dialog.Close>
                {canViewProfile && otherId ? (
                  <Link to={`/profile/${otherId}`} className="button button-primary">
                    View Profile
                  </Link>
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
