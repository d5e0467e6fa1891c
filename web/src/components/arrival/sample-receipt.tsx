import * as messages from '@contract/messages';
import { ReceiptCardFace } from '../receipt-card-face';

/** The one sample Receipt's face (the landing page's hero and the arrival block), its texts in the contract. */
export function SampleReceiptFace() {
  return (
    <div className="receipt-face">
      <ReceiptCardFace
        giver={messages.sampleReceiptGiver}
        initial={messages.sampleReceiptGiver.replace(/^From /, '').charAt(0)}
        knows={messages.sampleReceiptKnows}
        quote={messages.sampleReceiptQuote}
        chips={messages.sampleReceiptTags.split(', ').map((tag) => ({ key: tag, label: tag }))}
      />
    </div>
  );
}
