import { CreateReceiptRequest } from '@contract/schemas/receipts';
import { screen, within } from '@testing-library/react';
import { ReceiptDetailDialog } from '@/components/receipts/receipt-detail-dialog';
import { receiptFrom } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const longText = `${'You noticed who had not spoken yet and asked them first. '.repeat(3)}It changed the meeting.`;

/** Opening a receipt: the dialog starts with the receipt's own card, whole, not a table of its fields. */
describe('the receipt dialog', () => {
  beforeEach(() => signInAs());

  it('shows the card first: the other person, the whole text and a chip for each choice', async () => {
    const receipt = receiptFrom(
      CreateReceiptRequest.parse({
        clientRequestId: 'detail-card-0001',
        recipientId: '3f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
        receiptText: longText,
        category: 'Work',
        intent: 'Empathy',
        dayContext: 'Hard Day',
        relationshipType: 'Coworker',
        emotionalRegulation: ['Remained Grounded'],
        conflictResolution: ['Avoided Defensiveness'],
      }),
    );
    await renderInSite(<ReceiptDetailDialog receipt={receipt} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: `To ${receipt.recipientName}` });
    const card = dialog.querySelector('.receipt-face');
    if (!(card instanceof HTMLElement)) throw new Error('the dialog shows no card');
    // Nothing of the receipt comes before its card but the dialog's title and date.
    const before = [...dialog.querySelectorAll('*')].filter(
      (el) => card.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING && !el.contains(card),
    );
    expect(before.map((el) => el.tagName)).toEqual(['H2', 'P']);
    const face = within(card);
    expect(face.getByText(receipt.recipientName)).toBeTruthy();
    expect(face.getByText('Coworker')).toBeTruthy();
    expect(face.getByText(longText)).toBeTruthy();
    for (const chip of ['Work', 'Empathy', 'Hard Day', 'Remained Grounded', 'Avoided Defensiveness'])
      expect(face.getByText(new RegExp(chip))).toBeTruthy();
    expect(within(dialog).queryByText('Category')).toBeNull();
  });
});
