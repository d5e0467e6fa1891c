import { randomUUID } from 'node:crypto';
import * as messages from '@contract/messages';
import { sharedPage } from '../support/browser';
import { contactMailsFrom } from '../support/mail';
import { describeWith } from '../support/stack';

describeWith('readLocalMail')('contact page', () => {
  const page = sharedPage();

  it('sends one email to the team from the form and confirms it; a blank form sends nothing', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    await page().goto('/contact');
    const form = page().getByRole('form', { name: 'Contact the team' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(messages.contactFormNameRequired).waitFor();
    await form.getByText(messages.contactFormMessageRequired).waitFor();
    expect(await page().evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');

    await form.getByLabel('Your name').fill('Rosa Reader');
    await form.getByLabel('Your email').fill(email);
    await form.getByLabel('Message').fill('Can my team use Receipts after a retro?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const confirmation = page().getByRole('status').filter({ hasText: messages.contactFormSent });
    await confirmation.waitFor();
    // Focus moves to the confirmation, so a screen reader reads it out.
    await page().waitForFunction(
      (text) => document.activeElement?.textContent === text,
      messages.contactFormSent,
    );

    const mails = contactMailsFrom(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.Subject).toBe('Contact form: Rosa Reader');
    expect(mails[0]!.text).toContain('Can my team use Receipts after a retro?');

    await page().getByRole('button', { name: 'Write another message' }).click();
    await form.getByLabel('Your name').waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');
  });
});
