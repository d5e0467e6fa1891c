import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { chooseRecipient, logInInBrowser, receivedBy, startTimer } from '../support/give-flow';
import { createMember } from '../support/profiles';

describe('harsh words in the give form', () => {
  const openPage = sharedPage();

  it('asks first and keeps the words; "Send anyway" sends a named receipt; a threat is refused with the text kept', async () => {
    const page = openPage();
    const [giver, rita] = await Promise.all([createMember('Gil', 'Giver'), createMember('Rita', 'Reader')]);
    await logInInBrowser(page, giver);

    await chooseRecipient(page, rita);
    await startTimer(page);
    const text = page.getByLabel('What did you notice?');
    await text.fill('Go k1ll y0urself');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByRole('alert').getByText(messages.receiptTextRefused).waitFor();
    expect(await text.inputValue()).toBe('Go k1ll y0urself');
    expect(await page.getByRole('button', { name: 'Send anyway' }).count()).toBe(0);

    await text.fill('That meeting was sh1t, but you held it together');
    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByRole('alert').getByText(messages.receiptTextHarsh).waitFor();
    expect(await text.inputValue()).toBe('That meeting was sh1t, but you held it together');
    await page.getByRole('button', { name: 'Send anyway' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    expect((await receivedBy(rita)).items.map((r) => r.receiptText)).toEqual([
      'That meeting was sh1t, but you held it together',
    ]);
  });
});
