import { randomUUID } from 'node:crypto';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { callApi } from '../support/api';
import { sharedPage } from '../support/browser';
import { asMember, type BrowserAccount, signUpInTurn } from '../support/browser-flows';
import { freshAddress, messagePattern, requestFrom } from '../support/from-address';
import { windowWithRoom } from '../support/limit-window';
import { apiAddress, describeWith, edgeHeaders } from '../support/stack';

describe('a search refused by its limit', () => {
  let member: BrowserAccount;
  let other: BrowserAccount;
  const openPage = sharedPage(async (page) => {
    [other, member] = await signUpInTurn(page, ['Ada', 'Lovelace'], ['Grace', 'Hopper']);
  });

  it("shows the limit's message where the give flow's search was", async () => {
    const page = openPage();
    const { idToken } = await asMember(member);
    await windowWithRoom('searchesPerMinute', 30);
    const max = accountLimits.searchesPerMinute.max;
    for (let i = 0; i < max; i += 20)
      await Promise.all(
        Array.from({ length: Math.min(20, max - i) }, () =>
          callApi('GET', '/users/search', { token: idToken, query: { q: other.username } }),
        ),
      );

    await page.goto('/receipt');
    await page.getByLabel('Search by name or username').fill(other.username);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(messagePattern(messages.searchesPerMinuteReached)).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(`@${other.username}`) }).count()).toBe(0);
  });
});

describeWith('readLocalMail')('a contact message refused by its limit', () => {
  const page = sharedPage();

  it("shows the limit's message on the contact form and keeps what was written", async () => {
    // The page's own requests leave from a loopback address of this test's, as a visitor's would from theirs,
    // straight to the API: behind the edge every request comes from the edge's address (docs/local-stack.md).
    const address = freshAddress();
    await page().route('**/contact-messages', async (route) => {
      const sent = route.request();
      const answer = await requestFrom(address, apiAddress('/contact-messages').toString(), {
        method: sent.method(),
        body: sent.postData(),
        headers: { ...(await sent.allHeaders()), ...edgeHeaders() },
      });
      await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.text });
    });
    await windowWithRoom('contactMessagesPerAddressPerHour', 60);
    const url = apiAddress('/contact-messages').toString();
    for (let i = 0; i < accountLimits.contactMessagesPerAddressPerHour.max; i++) {
      const answer = await requestFrom(address, url, {
        method: 'POST',
        body: JSON.stringify({ name: 'Flood', email: `flood-${randomUUID()}@example.com`, message: 'Again' }),
        headers: { ...edgeHeaders(), 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(200);
    }

    await page().goto('/contact');
    const form = page().getByRole('form', { name: 'Contact the team' });
    await form.getByLabel('Your name').fill('Rosa Reader');
    await form.getByLabel('Your email').fill(`rosa-${randomUUID()}@example.com`);
    await form.getByLabel('Message').fill('One more question about retros.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: messagePattern(messages.contactFormLimitReached) })
      .waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('One more question about retros.');
  });
});
