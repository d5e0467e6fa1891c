import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { Download } from 'playwright-core';
import { sharedPage } from '../support/browser';
import { asMember, newcomerInBrowser } from '../support/browser-flows';
import { parseCsv } from '../support/csv';
import { keepDraft, noDraftKept } from '../support/kept-drafts';
import { createMember, type TestMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { uniqueSuffix } from '../support/users';

async function textOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('your data, in Settings', () => {
  let owner: TestMember;
  let secret: TestMember;
  const openPage = sharedPage(async (page) => {
    owner = await asMember(await newcomerInBrowser(page, 'Rosalind', 'Franklin'));
    const tag = uniqueSuffix();
    secret = await createMember(`Quiet${tag}`, `Giver${tag}`);
    const friend = await createMember('Open', 'Giver');
    await giveReceipt(secret, owner, { anonymous: true, receiptText: 'From someone quiet' });
    await giveReceipt(friend, owner, { receiptText: '=HYPERLINK("x") looks like a formula' });
    await giveReceipt(owner, friend, { receiptText: 'Thanks, "friend", for everything' });
  });

  it('downloads a JSON file of everything and a CSV of the receipts', async () => {
    const page = openPage();
    await page.goto('/app/settings');
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await page.getByRole('button', { name: messages.downloadMyData }).click();
    await page.getByText(messages.dataDownloaded).waitFor();
    while (downloads.length < 2) await page.waitForEvent('download');

    const json = downloads.find((d) => d.suggestedFilename().endsWith('.json'));
    const csv = downloads.find((d) => d.suggestedFilename().endsWith('.csv'));
    expect(json?.suggestedFilename()).toMatch(
      new RegExp(`^receipts-${owner.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );

    const data = JSON.parse(await textOf(json!));
    expect(data.me.profile.username).toBe(owner.username);
    expect(data.receipts).toHaveLength(3);
    expect(data.receipts.map((r: { type: string }) => r.type).sort()).toEqual([
      'received',
      'received',
      'sent',
    ]);
    const rows = parseCsv(await textOf(csv!));
    expect(rows[0]?.slice(0, 4)).toEqual(['id', 'direction', 'createdAt', 'from']);
    expect(rows).toHaveLength(4);
    const textColumn = rows[0]?.indexOf('text') ?? -1;
    const texts = rows.slice(1).map((row) => row[textColumn]);
    expect(texts).toEqual(
      expect.arrayContaining([
        'From someone quiet',
        'Thanks, "friend", for everything',
        `'=HYPERLINK("x") looks like a formula`,
      ]),
    );
    const everything = `${JSON.stringify(data)}\n${rows.join('\n')}`.toLowerCase();
    for (const value of [secret.userId, secret.username, secret.firstName, secret.lastName])
      expect(everything).not.toContain(value.toLowerCase());
  });
});

describe('delete account, in Settings', () => {
  const openPage = sharedPage();

  it('deletes the account once the username is typed exactly, forgets its draft, and the username can be signed up again', async () => {
    const page = openPage();
    const owner = await newcomerInBrowser(page, 'Leaving', 'Soon');
    await page.goto('/app/settings');
    await keepDraft(page, 'You stayed until the end.');
    await page.getByRole('button', { name: messages.deleteAccount }).click();
    const dialog = page.getByRole('dialog', { name: messages.deleteAccount });
    const field = dialog.getByLabel(format(messages.deleteAccountConfirmLabel, { username: owner.username }));
    const confirm = dialog.getByRole('button', { name: messages.deleteAccount });
    await field.fill(owner.username.toUpperCase());
    expect(await confirm.isDisabled()).toBe(true);
    await field.fill(owner.username);
    await confirm.click();
    await page.getByText(messages.accountDeleted).waitFor();
    await page.waitForURL('**/login');
    // The browser keeps nothing of the account: its draft went with the sign-out.
    await noDraftKept(page);

    // The old sign-in is gone.
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.getByRole('alert').filter({ hasText: messages.wrongPassword }).waitFor();
    expect(page.url()).toContain('/login');

    // The username is free again.
    const again = await newcomerInBrowser(page, 'Back', 'Again', owner.username);
    expect(again.username).toBe(owner.username);
  });
});
