import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { feedbackRequestPath } from '@contract/site-paths';
import { addContact, askerWithContacts } from '../support/contacts';
import { ask, closeForMe, myRequests, requestsForMe } from '../support/feedback-requests';
import { expectNothingLeftOf } from '../support/leftovers';
import { mailsForRequest, waitForMail } from '../support/mail';
import { createMember, createVerifiedMember, type TestMember } from '../support/profiles';
import { blockSender, deleteAccount } from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { describeWith } from '../support/stack';
import { uniqueSuffix } from '../support/users';

describe('feedback requests sent to chosen contacts ("Asked of you")', () => {
  it('reach each chosen contact, newest first, and leave the list of one who answers', async () => {
    const { asker, contacts } = await askerWithContacts(2);
    const [first, second] = contacts as [TestMember, TestMember];
    const stranger = await createMember('Not', 'Chosen');
    const older = (await ask(asker, 'Was I clear?', [first.userId])).body;
    const newer = (await ask(asker, 'How did I do?', [first.userId, second.userId])).body;

    expect(await requestsForMe(first)).toEqual([
      {
        id: newer.id,
        askerId: asker.userId,
        askerName: `${asker.firstName} ${asker.lastName}`,
        askerUsername: asker.username,
        question: 'How did I do?',
        createdAt: newer.createdAt,
        expiresAt: newer.expiresAt,
        remindedAt: null,
      },
      expect.objectContaining({ id: older.id, question: 'Was I clear?' }),
    ]);
    expect((await requestsForMe(second)).map((r) => r.id)).toEqual([newer.id]);
    expect(await requestsForMe(stranger)).toEqual([]);
    expect(await requestsForMe(asker)).toEqual([]);

    const answer = await giveReceipt(second, asker, { requestId: newer.id, receiptText: 'Clear and kind' });
    expect(answer.status).toBe(201);
    expect(await requestsForMe(second)).toEqual([]);
    expect((await requestsForMe(first)).map((r) => r.id)).toEqual([newer.id, older.id]);
  });

  it('never go to the asker, who may keep themselves in their own address book', async () => {
    const { asker, contacts } = await askerWithContacts(1);
    expect((await addContact(asker, asker)).status).toBe(201);
    const asked = await ask(asker, 'Asking myself?', [asker.userId, contacts[0]!.userId]);
    expect(asked.status).toBe(201);
    expect(await requestsForMe(asker)).toEqual([]);
    expect((await requestsForMe(contacts[0]!)).map((r) => r.id)).toEqual([asked.body.id]);
  });

  it('are not listed once expired', async () => {
    const { asker, contacts } = await askerWithContacts(1);
    const asked = (await ask(asker, 'Still open?', [contacts[0]!.userId])).body;
    expect((await requestsForMe(contacts[0]!)).map((r) => r.id)).toEqual([asked.id]);
    await closeForMe(contacts[0]!, asked.id, 1);
    expect(await requestsForMe(contacts[0]!)).toEqual([]);
  });

  it('never reach a contact who blocked the asker, nor one after a block, and the asker is not told', async () => {
    const { asker, contacts } = await askerWithContacts(2);
    const [blocking, later] = contacts as [TestMember, TestMember];
    await blockSender(blocking, (await giveReceipt(asker, blocking)).body.id);
    const asked = (await ask(asker, 'Any thoughts?', [blocking.userId, later.userId])).body;
    expect(asked.recipients.sort()).toEqual([blocking.userId, later.userId].sort());
    expect(await requestsForMe(blocking)).toEqual([]);
    expect((await requestsForMe(later)).map((r) => r.id)).toEqual([asked.id]);

    await blockSender(later, (await giveReceipt(asker, later)).body.id);
    expect(await requestsForMe(later)).toEqual([]);
    expect((await myRequests(asker)).map((r) => r.id)).toContain(asked.id);
  });

  it("leave every contact's list with the asker's account, and nothing of the asker is left", async () => {
    const { asker, contacts } = await askerWithContacts(2);
    await ask(
      asker,
      'One last question?',
      contacts.map((c) => c.userId),
    );
    await deleteAccount(asker);
    await expectNothingLeftOf(asker);
    for (const contact of contacts) expect(await requestsForMe(contact)).toEqual([]);
  });
});

// Local only: reads the e-mails the local mail transport writes.
describeWith('readLocalMail')('feedback requests sent to chosen contacts, by e-mail', () => {
  it('e-mail each contact once who asks and where to answer, never the question', async () => {
    const asker = await createMember('Ida', 'Asker');
    const contact = await createVerifiedMember('Cora', 'Contact');
    await addContact(asker, contact);
    const question = `What should I keep doing? ${uniqueSuffix()}`;
    const asked = (await ask(asker, question, [contact.userId])).body;
    const mail = await waitForMail(() => mailsForRequest(asked.id)[0], `request ${asked.id}`);
    expect(mail.headers.To).toBe(contact.email);
    expect(mail.headers.Subject).toBe(format(messages.feedbackRequestEmailSubject, { name: 'Ida Asker' }));
    expect(mail.text).toContain(feedbackRequestPath(asker.username, asked.id));
    expect(mail.raw).not.toContain(question);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mailsForRequest(asked.id)).toHaveLength(1);
  });
});
