import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { asMember, type BrowserAccount, signUpInTurn } from '../support/browser-flows';
import { messagePattern } from '../support/from-address';
import { chooseRecipient, receivedBy, startTimer } from '../support/give-flow';
import { windowWithRoom } from '../support/limit-window';
import { giveReceipt } from '../support/receipts';

describe('a send refused by a limit', () => {
  let recipient: BrowserAccount;
  let sender: BrowserAccount;
  const openPage = sharedPage(async (page) => {
    [recipient, sender] = await signUpInTurn(page, ['Ada', 'Lovelace'], ['Grace', 'Hopper']);
  });

  it('shows which limit and when it resets, and keeps the receipt in the form to send later', async () => {
    const page = openPage();
    const max = accountLimits.receiptsToOneRecipientPerDay.max;
    const [from, to] = await Promise.all([asMember(sender), asMember(recipient)]);
    // The limit counts a UTC day: the sends and the page's must fall in one, so near midnight it waits.
    await windowWithRoom('receiptsToOneRecipientPerDay', 120);
    for (let i = 0; i < max; i += 25)
      await Promise.all(Array.from({ length: Math.min(25, max - i) }, () => giveReceipt(from, to)));

    await chooseRecipient(page, recipient);
    await startTimer(page);
    await page.getByRole('radio', { name: 'Work', exact: true }).click();
    const text = page.getByLabel('What did you notice?');
    await text.fill('You stayed calm all afternoon.');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();

    await page.getByText(messagePattern(messages.receiptsToOneRecipientReached)).waitFor();
    expect(await text.inputValue()).toBe('You stayed calm all afternoon.');
    expect(await page.getByRole('radio', { name: 'Work', exact: true }).isChecked()).toBe(true);
    expect(await page.getByText('Receipt Sent Successfully!').count()).toBe(0);
    const { items } = await receivedBy(recipient);
    expect(items.some((r) => r.receiptText === 'You stayed calm all afternoon.')).toBe(false);
  }, 240_000);
});
