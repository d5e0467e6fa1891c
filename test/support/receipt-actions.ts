import type { Contact } from '@contract/schemas/contacts';
import type { OpenReport } from '@contract/schemas/reports';
import { callApi } from './api';
import { everyPage } from './list-pages';
import type { TestMember } from './profiles';
import { signIn } from './users';

/** The response body, or an error naming what failed (seeding outside Jest has no `expect`). */
export async function expectOk(what: string, res: Promise<{ status: number; body: unknown }>, ok = [200]) {
  const { status, body } = await res;
  if (!ok.includes(status)) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** The hub's actions on one receipt, as the site calls them; each throws unless the API accepted it. */
export const hideReceipt = (who: TestMember, receiptId: string, hidden = true) =>
  expectOk(
    'hide',
    callApi('PUT', `/receipts/${receiptId}/visibility`, { token: who.idToken, body: { hidden } }),
  );

/** The recipient's one edit: a second one is refused (409), which changes nothing either. */
export const editReceipt = (who: TestMember, receiptId: string, receiptText: string) =>
  expectOk(
    'edit',
    callApi('PATCH', `/receipts/${receiptId}`, { token: who.idToken, body: { receiptText } }),
    [200, 409],
  );

export const blockSender = (who: TestMember, receiptId: string) =>
  expectOk('block', callApi('POST', `/receipts/${receiptId}/block`, { token: who.idToken, body: {} }));

export const reportReceipt = (who: TestMember, receiptId: string) =>
  expectOk(
    'report',
    callApi('POST', `/receipts/${receiptId}/report`, { token: who.idToken, body: { reason: 'spam' } }),
  );

/**
 * A moderator removes the reported receipt for both people. Moderators never see a receipt's id or parties:
 * the report is found by the receipt's (unique) text.
 */
export async function removeReportedReceipt(moderator: TestMember, receiptText: string) {
  const open = (await everyPage<OpenReport>(moderator, '/moderation/reports', { limit: '50' })).flat();
  const report = open.find((r) => r.receipt.receiptText === receiptText);
  if (!report) throw new Error(`no open report of the receipt "${receiptText}"`);
  await expectOk(
    'remove',
    callApi('POST', `/moderation/reports/${report.id}/remove`, { token: moderator.idToken, body: {} }),
  );
}

/**
 * Deletes the member's account, calling again while it answers "in progress", or 503 (a busy machine: the
 * deletion resumes where it stopped, as the site's retry does). Deleting needs a recent sign-in
 * (`limits.stepUpMinutes`): the member signs in again first, as the site asks, however long ago they were made.
 */
export async function deleteAccount(member: TestMember) {
  const { idToken } = await signIn(member.email, member.password);
  for (let calls = 0; calls < 20; calls++) {
    const body = (await expectOk(
      'delete account',
      callApi('POST', '/me/deletion', { token: idToken, body: { confirmUsername: member.username } }),
      [200, 503],
    )) as { status?: string };
    if (body.status === 'deleted') return;
    if (body.status !== 'inProgress') await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the deletion never finished');
}

/** Adds `member` to `owner`'s address book and inner circle. */
export async function addToCircle(owner: TestMember, member: TestMember) {
  const contact = (await expectOk(
    'add contact',
    callApi('POST', '/me/contacts', {
      token: owner.idToken,
      body: { username: member.username, name: 'Close friend' },
    }),
    [201],
  )) as Contact;
  await expectOk(
    'add to circle',
    callApi('POST', '/me/inner-circle', { token: owner.idToken, body: { contactId: contact.id } }),
    [201],
  );
  return contact;
}
