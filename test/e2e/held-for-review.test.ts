import * as messages from '@contract/messages';
import type { Me } from '@contract/schemas/profile';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { logInInBrowser } from '../support/give-flow';
import { createMember } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

describe('held for review in the browser', () => {
  const browser = sharedBrowser();

  it('turns holding on, shows what waits, and lets it into the hub', async () => {
    const [rae, giver] = await Promise.all([createMember('Rae', 'Viewer'), createMember('Gus', 'Giver')]);
    const page = await newPage(browser());
    await logInInBrowser(page, rae);
    await page.goto('/app/settings');
    const section = page.getByRole('region', { name: 'Held for review' });
    await section.getByText(messages.heldForReviewEmpty).waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/me/sharing-settings') && r.request().method() === 'PUT',
    );
    await section.getByRole('switch', { name: messages.holdFlaggedLabel }).click();
    expect((await saved).status()).toBe(200);

    const text = 'That was sh1t work, and you know it';
    expect((await giveReceipt(giver, rae, { receiptText: text, sendAnyway: true })).status).toBe(201);
    await page.reload();
    const letIn = section.getByRole('button', { name: 'Let it in: receipt from Gus Giver' });
    await letIn.waitFor();
    expect(await allReceipts(rae, 'received')).toEqual([]);
    await letIn.click();
    await page.getByText(messages.heldReceiptAccepted).waitFor();
    await section.getByText(messages.heldForReviewEmpty).waitFor();
    expect((await allReceipts(rae, 'received')).map((r) => r.receiptText)).toEqual([text]);
    // In the hub it says it was sent past the harsh-words check.
    await page.goto('/receipts-hub');
    await page
      .getByRole('button', { name: /sh1t work/ })
      .getByText(messages.flaggedMark)
      .waitFor();
    // Counted, but not on the badge: the member has just read it.
    const me = await callApi<Me>('GET', '/me', { token: rae.idToken });
    expect(me.body).toMatchObject({ unreadReceipts: 0, counters: { received: 1 } });
  });
});
