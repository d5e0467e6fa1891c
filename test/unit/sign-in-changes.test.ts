import * as messages from '@contract/messages';
import { signInChangedEmail } from '../../functions/domain/sign-in-change-email';
import { noSignInMethods, signInChangesBetween } from '../../functions/domain/sign-in-methods';

describe('what changed in how a member signs in', () => {
  it('names a passkey added and one removed once each, whatever their number or order', () => {
    expect(signInChangesBetween(noSignInMethods, noSignInMethods)).toEqual([]);
    expect(signInChangesBetween(noSignInMethods, { passkeys: ['a', 'b'], twoStep: false })).toEqual([
      'passkeyAdded',
    ]);
    expect(
      signInChangesBetween(
        { passkeys: ['b', 'a'], twoStep: false },
        { passkeys: ['a', 'b'], twoStep: false },
      ),
    ).toEqual([]);
    expect(
      signInChangesBetween({ passkeys: ['a', 'b'], twoStep: false }, { passkeys: ['c'], twoStep: false }),
    ).toEqual(['passkeyAdded', 'passkeyRemoved']);
  });

  it('names two-step sign-in turned on or off', () => {
    expect(signInChangesBetween(noSignInMethods, { passkeys: [], twoStep: true })).toEqual(['twoStepOn']);
    expect(
      signInChangesBetween({ passkeys: ['a'], twoStep: true }, { passkeys: [], twoStep: false }),
    ).toEqual(['passkeyRemoved', 'twoStepOff']);
  });

  it('e-mails each change on a line, where to write if it was not them, and no unsubscribe link', () => {
    const mail = signInChangedEmail(
      {
        userId: 'u1',
        to: 'ada@example.com',
        changeId: '01JDEXAMPLE',
        changes: ['passkeyRemoved', 'twoStepOff'],
        changedAt: '2026-11-29T12:00:00.000Z',
      },
      'https://receipts.example/contact?x=<y>',
    );
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe(messages.signInChangedSubject);
    expect(mail.text).toContain(`- ${messages.signInChangedPasskeyRemoved}`);
    expect(mail.text).toContain(`- ${messages.signInChangedTwoStepOff}`);
    expect(mail.text).not.toContain(messages.signInChangedPasskeyAdded);
    expect(mail.text).toContain(
      `${messages.signInEmailChangedIfNot}: https://receipts.example/contact?x=<y>`,
    );
    expect(mail.html).toContain('contact?x=&lt;y&gt;');
    expect(mail.html).not.toContain('<y>');
    expect(JSON.stringify(mail.headers)).not.toMatch(/unsubscribe/i);
  });
});
