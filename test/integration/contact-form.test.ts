import { randomUUID } from 'node:crypto';
import { accountLimits, limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { refusalMessage } from '../../functions/domain/account-limits';
import { responseProblem } from '../support/api-document';
import { freshAddress, requestFrom } from '../support/from-address';
import { itInOneWindow } from '../support/limit-window';
import { contactMailsFrom } from '../support/mail';
import { expectRetryAfter, type Timed } from '../support/retry-after';
import { apiAddress, describeWith, edgeHeaders } from '../support/stack';

interface Answer extends Timed {
  status: number;
  body: { error?: { code: string; message: string } } | null;
  retryAfter: string | null;
}

/** POST /contact-messages from `address`, checked against the API document. */
async function sendFrom(address: string, body: unknown): Promise<Answer> {
  const url = apiAddress('/contact-messages').toString();
  const sentAt = new Date();
  const answer = await requestFrom(address, url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...edgeHeaders(), 'content-type': 'application/json' },
  });
  const answeredAt = new Date();
  const parsed = answer.text ? JSON.parse(answer.text) : null;
  const problem = responseProblem('POST', '/contact-messages', answer.status, parsed);
  if (problem) throw new Error(problem);
  return {
    status: answer.status,
    body: parsed,
    retryAfter: answer.headers['retry-after'] ?? null,
    sentAt,
    answeredAt,
  };
}

const visitor = () => `visitor-${randomUUID()}@example.com`;

describeWith('readLocalMail')('the contact form', () => {
  it('e-mails one message to the team address, with replies going to the visitor', async () => {
    const email = visitor();
    const message = 'Line one\nLine two: how do I export my receipts?';
    const answer = await sendFrom(freshAddress(), { name: 'Ada Visitor', email, message });
    expect(answer).toMatchObject({ status: 200, body: { sent: true } });
    const mails = contactMailsFrom(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.To).toBe('team@receipts.local');
    expect(mails[0]!.headers.Subject).toBe('Contact form: Ada Visitor');
    expect(mails[0]!.text).toContain(message.replace('\n', '\r\n').split('\r\n')[0]);
    expect(mails[0]!.text).toContain('Line two: how do I export my receipts?');
  });

  it.each([
    ['no name', { name: '  ', message: 'Hello' }, messages.contactFormNameRequired],
    ['a malformed e-mail', { name: 'Ada', email: 'not-an-address', message: 'Hello' }, messages.emailInvalid],
    ['no message', { name: 'Ada', message: '' }, messages.contactFormMessageRequired],
    [
      'a name with a line break',
      { name: 'Ada\nBcc: x@example.com', message: 'Hi' },
      messages.disallowedCharacters,
    ],
    ['a message over the limit', { name: 'Ada', message: 'x'.repeat(limits.contactMessageMax + 1) }, null],
    ['an unknown field', { name: 'Ada', message: 'Hi', phone: '123' }, null],
  ])('refuses %s with 400 and sends nothing', async (_, fields, expected) => {
    const email = visitor();
    const answer = await sendFrom(freshAddress(), { email, ...fields });
    expect(answer.status).toBe(400);
    if (expected) expect(answer.body?.error?.message).toBe(expected);
    expect(contactMailsFrom(email)).toHaveLength(0);
    expect(contactMailsFrom('not-an-address')).toHaveLength(0);
  });

  itInOneWindow('contactMessagesPerAddressPerHour')(
    `takes ${accountLimits.contactMessagesPerAddressPerHour.max} messages an hour from one address, then 429 with Retry-After and no e-mail; another address is not affected`,
    async () => {
      const max = accountLimits.contactMessagesPerAddressPerHour.max;
      const address = freshAddress();
      const email = visitor();
      const send = () => sendFrom(address, { name: 'Flood', email, message: 'Again' });
      const answers = await Promise.all(Array.from({ length: max + 3 }, send));
      const refused = answers.filter((a) => a.status === 429);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(max);
      expect(refused).toHaveLength(3);
      const limit = {
        name: 'contactMessagesPerAddressPerHour' as const,
        ...accountLimits.contactMessagesPerAddressPerHour,
      };
      for (const answer of refused) {
        const retryAfter = Number(answer.retryAfter);
        expectRetryAfter(limit, retryAfter, answer);
        expect(answer.body?.error?.message).toBe(refusalMessage(limit, retryAfter));
      }
      expect(contactMailsFrom(email)).toHaveLength(max);
      const other = await sendFrom(freshAddress(), { name: 'Other', email: visitor(), message: 'Hi' });
      expect(other.status).toBe(200);
    },
  );
});
