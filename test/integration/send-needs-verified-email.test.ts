import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import type { Me } from '@contract/schemas/profile';
import { callApi, errorMessage } from '../support/api';
import { createUnverifiedMember, markVerifiedInCognito, membersBeforeAll } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';
import { signIn } from '../support/users';

const me = async (token: string) => (await callApi<Me>('GET', '/me', { token })).body;

/** Each account then costs a real inbox, so throwaway sign-ups can't multiply the per-account limits. */
describe('sending needs a verified e-mail address', () => {
  const members = membersBeforeAll('recipient');

  it('is refused with the reason before the address is verified, named or anonymous, and nothing is stored', async () => {
    const { recipient } = members;
    const newcomer = await createUnverifiedMember();
    for (const anonymous of [false, true]) {
      const refused = await giveReceipt(newcomer, recipient, { anonymous });
      expect([refused.status, (refused.body as { error?: { code?: string } }).error?.code]).toEqual([
        403,
        errorCodes.emailNotVerified,
      ]);
      expect(errorMessage(refused)).toBe(messages.verifyEmailToSend);
    }
    expect(await allReceipts(recipient, 'received')).toEqual([]);
    expect((await me(newcomer.idToken)).counters.sent).toBe(0);

    // Confirmed with Cognito: the next token says so, and the same member may send.
    await markVerifiedInCognito(newcomer);
    const { idToken } = await signIn(newcomer.email, newcomer.password);
    const sent = await giveReceipt({ ...newcomer, idToken }, recipient);
    expect(sent.status).toBe(201);
    expect((await allReceipts(recipient, 'received')).map((r) => r.id)).toEqual([
      (sent.body as { id: string }).id,
    ]);
  });
});
