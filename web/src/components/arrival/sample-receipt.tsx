import * as messages from '@contract/messages';
import { ReceiptCardFace } from '../receipt-card-face';

/** A sample Receipt as its card shows it; its tags are one string, parted by commas. */
export interface SampleReceipt {
  giver: string;
  knows: string;
  quote: string;
  tags: string;
}

/**
 * The sample Receipts, their texts in the contract: the first is the landing's hero and the arrival block's
 * one card; the landing's testimonials show the others, one from each other life context.
 */
export const sampleReceipts: readonly SampleReceipt[] = [
  {
    giver: messages.sampleReceiptGiver,
    knows: messages.sampleReceiptKnows,
    quote: messages.sampleReceiptQuote,
    tags: messages.sampleReceiptTags,
  },
  {
    giver: messages.sampleHealthGiver,
    knows: messages.sampleHealthKnows,
    quote: messages.sampleHealthQuote,
    tags: messages.sampleHealthTags,
  },
  {
    giver: messages.samplePlayGiver,
    knows: messages.samplePlayKnows,
    quote: messages.samplePlayQuote,
    tags: messages.samplePlayTags,
  },
  {
    giver: messages.sampleRelationshipsGiver,
    knows: messages.sampleRelationshipsKnows,
    quote: messages.sampleRelationshipsQuote,
    tags: messages.sampleRelationshipsTags,
  },
];

/** The tags of a sample, one chip each. */
export const sampleTags = (sample: SampleReceipt) => sample.tags.split(', ');

/** A sample Receipt's face: the receipt card every profile shows, with the sample's words. */
export function SampleReceiptFace({
  sample = sampleReceipts[0] as SampleReceipt,
}: {
  sample?: SampleReceipt;
}) {
  return (
    <div className="receipt-face">
      <ReceiptCardFace
        giver={sample.giver}
        initial={sample.giver.replace(/^From /, '').charAt(0)}
        knows={sample.knows}
        quote={sample.quote}
        chips={sampleTags(sample).map((tag) => ({ key: tag, label: tag }))}
      />
    </div>
  );
}
