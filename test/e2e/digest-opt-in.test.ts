import * as messages from '@contract/messages';
import { newPage, sharedBrowser } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

// The offer's and the switch's behaviour: test/components/digest-opt-in.test.tsx; the API's side of
// them: test/integration/digest-settings.test.ts.
describe("the weekly digest's offer on the hub", () => {
  const browser = sharedBrowser();

  it('is one row below the first receipts: on a phone the first receipt is on the first screen', async () => {
    const screen = { width: 390, height: 844 };
    const page = await newPage(browser(), { viewport: screen });
    const member = await asMember(await newcomerInBrowser(page, 'Pia', 'Phone'));
    await giveReceipt(await createMember('Ada', 'Lovelace'), member, { category: 'Work' });
    await page.goto('/receipts-hub');
    const offer = page.getByRole('region', { name: messages.digestOfferTitle });
    await offer.waitFor();
    const firstGroup = await page.getByRole('region', { name: 'Work' }).boundingBox();
    const offerBox = await offer.boundingBox();
    expect(firstGroup!.y).toBeLessThan(screen.height);
    expect(offerBox!.y).toBeGreaterThanOrEqual(firstGroup!.y + firstGroup!.height);
    // One row's worth of height, not a card: its words and two buttons.
    expect(offerBox!.height).toBeLessThan(screen.height / 3);
    await page.close();
  });
});
