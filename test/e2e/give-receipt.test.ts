import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { Receipt } from '@contract/schemas/receipts';
import { callApi } from '../support/api';
import { newPage, sharedBrowser, sharedPage } from '../support/browser';
import { type BrowserAccount, signUpInTurn } from '../support/browser-flows';
import {
  chooseRecipient,
  logInInBrowser,
  receivedBy,
  recordVoice,
  startTimer,
  timerButton,
} from '../support/give-flow';
import { createMember } from '../support/profiles';
import { testStack } from '../support/stack';
import { signIn } from '../support/users';

describe('giving a receipt', () => {
  let recipient: BrowserAccount;
  let sender: BrowserAccount;
  const browser = sharedBrowser();
  const openPage = sharedPage(async (page) => {
    [recipient, sender] = await signUpInTurn(page, ['Rosalind', 'Franklin'], ['Marie', 'Curie']);
  }, browser);

  it('sends tags, text and a voice note, and only the two parties can play the note', async () => {
    const page = openPage();
    await chooseRecipient(page, recipient);
    await startTimer(page);
    await page.getByRole('timer').waitFor();

    await page.getByRole('radio', { name: 'Hard Day', exact: true }).click();
    await page.getByRole('radio', { name: 'Empathy', exact: true }).click();
    await page.getByRole('radio', { name: 'Growth', exact: true }).click();
    await page.getByRole('radio', { name: 'Work', exact: true }).click();
    await page.getByRole('radio', { name: 'Coworker', exact: true }).click();
    await page.getByRole('radio', { name: 'Coworker', exact: true }).click();
    await page.getByRole('radio', { name: 'Mentor', exact: true }).click();
    await page.getByRole('button', { name: 'Remained Grounded', exact: true }).click();
    await page.getByRole('button', { name: 'Needed Space', exact: true }).click();
    await page.getByRole('button', { name: 'Needed Space', exact: true }).click();
    await page.getByRole('button', { name: 'Prevented Rupture', exact: true }).click();
    await page.getByLabel('What did you notice?').fill('  You listened before answering.  ');
    await recordVoice(page);

    await page.getByRole('button', { name: 'Submit Receipt' }).click();
    await page.getByText('Receipt Sent Successfully!').waitFor();
    await page.getByText('Your feedback has been delivered to Rosalind Franklin.').waitFor();
    await page.getByRole('button', { name: 'Give Another Receipt' }).waitFor();
    await page.getByRole('link', { name: 'View My Dashboard' }).waitFor();

    const { idToken, items } = await receivedBy(recipient);
    expect(items).toHaveLength(1);
    const receipt = items[0]!;
    expect(receipt).toMatchObject({
      type: 'received',
      senderName: 'Marie Curie',
      dayContext: 'Hard Day',
      intent: 'Growth',
      category: 'Work',
      relationshipType: 'Mentor',
      emotionalRegulation: ['Remained Grounded'],
      conflictResolution: ['Prevented Rupture'],
      receiptText: 'You listened before answering.',
    });
    expect(receipt.voiceRecording).toBeTruthy();

    const link = await callApi<{ url: string }>('GET', `/receipts/${receipt.id}/voice`, { token: idToken });
    expect(link.status).toBe(200);
    const audio = await fetch(new URL(link.body.url, testStack().siteUrl));
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // The recipient plays it from the hub.
    const recipientPage = await newPage(browser());
    await logInInBrowser(recipientPage, recipient);
    await recipientPage.goto('/receipts-hub');
    await recipientPage.getByRole('button', { name: /You listened before answering/ }).click();
    await recipientPage.getByRole('button', { name: /Play voice note/ }).click();
    await recipientPage.getByLabel('Voice note').waitFor();
    // Served by the site (CloudFront in AWS, for the headers S3 cannot send), and it really loads.
    expect(await recipientPage.getByLabel('Voice note').getAttribute('src')).toMatch(/^\/voice_recordings\//);
    const loaded = await recipientPage.getByLabel('Voice note').evaluate(
      (audio: HTMLAudioElement) =>
        audio.readyState >= 1 ||
        new Promise<boolean>((resolve) => {
          audio.addEventListener('loadedmetadata', () => resolve(true));
          audio.addEventListener('error', () => resolve(false));
        }),
    );
    expect(loaded).toBe(true);
    await recipientPage.context().close();

    const stranger = await createMember();
    const denied = await callApi('GET', `/receipts/${receipt.id}/voice`, { token: stranger.idToken });
    expect(denied.status).toBe(404);

    await page.getByRole('button', { name: 'Give Another Receipt' }).click();
    await page.getByText('Recent Recipients').waitFor();
    await page.getByText('Ready to Give a Receipt?').waitFor({ state: 'detached' });
  });

  it('never submits on Enter in the form: only the submit button sends, and it sends what the form shows', async () => {
    const page = openPage();
    const before = (await receivedBy(recipient)).items.length;
    await page.goto('/receipt');
    // Keyboard only from here.
    await page.getByLabel('Search by name or username').focus();
    await page.keyboard.type(recipient.username);
    await page.keyboard.press('Enter');
    const person = page.getByRole('button', { name: new RegExp(`@${recipient.username}`) });
    await person.waitFor();
    await person.focus();
    await page.keyboard.press('Enter');
    const start = timerButton(page);
    await start.waitFor();
    expect(await start.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const text = page.getByLabel('What did you notice?');
    await text.waitFor();
    expect(await text.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Kept the secret.');

    const anonymous = page.getByLabel(/Send anonymously/);
    for (
      let tabs = 0;
      tabs < 20 && !(await anonymous.evaluate((el) => el === document.activeElement));
      tabs++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await anonymous.isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByText('Receipt Sent Successfully!').count()).toBe(0);
    expect((await receivedBy(recipient)).items).toHaveLength(before);

    await page.keyboard.press('Tab'); // Preview, beside Submit
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: 'Submit Receipt' });
    expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Receipt Sent Successfully!').waitFor();
    // Anonymous: held for the recipient's daily delivery; the giver is told a day, never the recipient's hour.
    await page
      .getByText(
        format(messages.heldReceiptSent, {
          when: messages.deliversWithinADay,
          name: `${recipient.firstName} ${recipient.lastName}`,
        }),
      )
      .waitFor();
    expect(await page.getByText(/ at \d\d:\d\d/).count()).toBe(0);
    expect(await page.getByText(/has been delivered/).count()).toBe(0);
    expect((await receivedBy(recipient)).items).toHaveLength(before);
    const { idToken } = await signIn(sender.email, sender.password);
    const sent = await callApi<{ items: Receipt[] }>('GET', '/receipts', {
      token: idToken,
      query: { box: 'sent' },
    });
    expect(sent.body.items[0]).toMatchObject({ anonymous: true, receiptText: 'Kept the secret.' });
    expect(sent.body.items[0]).toMatchObject({ held: true });
    expect(sent.body.items[0]).not.toHaveProperty('deliversAt');
  });
});
