import { format } from '@contract/format';
import { helpfulTips } from '@contract/helpful-tips';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { callApi } from '../support/api';
import { newPage, sharedBrowser } from '../support/browser';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { openSignedIn } from '../support/signed-in-page';

describe('helpful marks', () => {
  const browser = sharedBrowser();

  it('a recipient marks a receipt helpful, and its giver, with five people’s marks, sees totals and a tip', async () => {
    const [giver, ...recipients] = await Promise.all(
      ['Gil', 'Ann', 'Ben', 'Cat', 'Dan', 'Rita'].map((name) => createMember(name, 'Marks')),
    );
    const rita = recipients.pop()!;
    for (const person of recipients) {
      const id = (await giveReceipt(giver!, person)).body.id;
      await callApi('PUT', `/receipts/${id}/marks`, { token: person.idToken, body: { marks: ['kind'] } });
    }
    await giveReceipt(giver!, rita, { receiptText: 'You named the risk first' });

    const page = await newPage(browser());
    await openSignedIn(page, rita, sitePaths.hub);
    await page.getByRole('button', { name: /You named the risk first/ }).click();
    const marks = page.getByRole('dialog').getByRole('group', { name: messages.helpfulMarksLegend });
    const saved = page.waitForResponse((res) => res.url().endsWith('/marks') && res.ok());
    await marks.getByRole('checkbox', { name: 'Specific' }).check();
    await saved;

    await openSignedIn(page, giver!, sitePaths.hub);
    const totals = page.getByRole('region', { name: messages.helpfulTotalsTitle });
    await totals.getByText(format(messages.helpfulTotalsAcross, { receipts: 5 })).waitFor();
    await totals.getByText(helpfulTips.actionable).waitFor();
    expect(await totals.getByRole('definition').allTextContents()).toEqual(['1', '0', '4']);
  });
});
