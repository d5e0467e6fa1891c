import * as messages from '@contract/messages';
import type { OpenReport } from '@contract/schemas/reports';
import type { ReactNode } from 'react';
import { TagIcon } from '@/components/tag-icons';
import { longDate } from '@/lib/dates';

/** The tags the sender chose, each once (older receipts carry them under both names). */
const tagsOf = (receipt: OpenReport['receipt']) => [
  ...new Set([...receipt.emotionalRegulation, ...receipt.tags]),
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The receipt as it was when it was reported: its words and what the sender chose. Never who sent it or
 * who received it: the API does not say, and judging the content needs neither.
 */
export function ReportedReceipt({ receipt }: { receipt: OpenReport['receipt'] }) {
  const tags = tagsOf(receipt);
  const given = longDate(receipt.createdAt);
  return (
    <div className="reported-receipt">
      {receipt.receiptText ? (
        <blockquote className="reported-receipt-text">{receipt.receiptText}</blockquote>
      ) : (
        <p className="reported-receipt-text muted">No written note</p>
      )}
      <dl className="reported-receipt-facts">
        <Fact term="Category">
          {receipt.category ? (
            <>
              <TagIcon kind="category" value={receipt.category} /> {receipt.category}
            </>
          ) : (
            'Other'
          )}
        </Fact>
        <Fact term="Intent">
          {receipt.intent ? (
            <>
              <TagIcon kind="intent" value={receipt.intent} /> {receipt.intent}
            </>
          ) : (
            messages.notSpecified
          )}
        </Fact>
        <Fact term="Day">{receipt.dayContext || messages.notSpecified}</Fact>
        {tags.length ? <Fact term="Tags">{tags.join(', ')}</Fact> : null}
        {receipt.conflictResolution.length ? (
          <Fact term="Conflict resolution">{receipt.conflictResolution.join(', ')}</Fact>
        ) : null}
        {receipt.hasVoiceNote ? <Fact term="Voice note">Has a voice note</Fact> : null}
        <Fact term="Given">
          {given ? <time dateTime={receipt.createdAt}>{given}</time> : messages.dateNotAvailable}
        </Fact>
      </dl>
    </div>
  );
}
