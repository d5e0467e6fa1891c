import { mayEmail } from '../../functions/domain/mail-permission';
import { pointHandlersAtTestStack } from '../support/in-process';
import { createVerifiedMember } from '../support/profiles';
import { describeWith } from '../support/stack';

// In-process: reads what the notifier and the digest read before they mail a member.
describeWith('inProcessHandlers')('a disabled account', () => {
  it('is mailed nothing while disabled, whatever its settings, and again once enabled', async () => {
    const member = await createVerifiedMember('Mail', 'Less');
    // The store's clients are made when its modules load: point them at this stack first.
    pointHandlersAtTestStack();
    const { notificationTargetOf } = await import('../../functions/store/mail/notifications');
    const { disableMember, enableMember } = await import('../support/account-status');
    expect(mayEmail(await notificationTargetOf(member.userId))).toBe(true);

    expect(await disableMember(member.userId)).toBe(true);
    const disabled = await notificationTargetOf(member.userId);
    expect(disabled).toMatchObject({ emailVerified: true, emailOn: true, accountEnded: true });
    expect(mayEmail(disabled)).toBe(false);

    await enableMember(member.userId);
    expect(mayEmail(await notificationTargetOf(member.userId))).toBe(true);
  });
});
