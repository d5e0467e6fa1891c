import { sharedPage } from '../support/browser';
import { newcomerInBrowser } from '../support/browser-flows';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';

describe("a public profile's category filter pages through every receipt of its category", () => {
  let owner: TestMember;
  const openPage = sharedPage(async (page) => {
    let sender: TestMember;
    [owner, sender] = await Promise.all([createMember('Hedy', 'Lamarr'), createMember('Alan', 'Turing')]);
    // 23 Health receipts, the oldest first, behind 3 newer Work receipts.
    for (let i = 1; i <= 23; i++) {
      await giveReceipt(sender, owner, { category: 'Health', receiptText: `Health note ${i}` });
    }
    for (let i = 1; i <= 3; i++)
      await giveReceipt(sender, owner, { category: 'Work', receiptText: `Work ${i}` });
    await newcomerInBrowser(page, 'Viewer', 'Person');
  });

  it("shows the first page, then the rest with Load more; the filter's count equals the cards", async () => {
    const page = openPage();
    await page.goto(`/profile/${owner.userId}`);
    await page.getByRole('heading', { name: 'Hedy Lamarr' }).waitFor();
    await page.getByRole('radio', { name: /Health 23/ }).check();
    await page.getByRole('button', { name: /Health note 23/ }).waitFor();
    const cards = page.getByRole('button', { name: /Health note/ });
    expect(await cards.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('button', { name: /Health note 1\b/ }).waitFor();
    expect(await cards.count()).toBe(23);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });
});
