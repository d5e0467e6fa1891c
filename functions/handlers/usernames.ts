import { usernameRoutes } from '@contract/routes/usernames';
import { createApiHandler } from '../http/api-handler';
import { limitReached } from '../http/limit-refusal';
import { addressSubject, limitOf, takeFromLimit } from '../store/account/account-limits';
import { isUsernameClaimed } from '../store/profiles/profiles';

export const handler = createApiHandler('usernames', usernameRoutes, {
  /** Public, so limited per source address: the count is taken (one conditional write) before the read. */
  checkUsername: async ({ params, sourceIp }) => {
    const limit = limitOf('usernameChecksPerAddressPerMinute');
    const now = new Date();
    if (limit && !(await takeFromLimit(limit, addressSubject(sourceIp), now))) throw limitReached(limit, now);
    return { username: params.username, isAvailable: !(await isUsernameClaimed(params.username)) };
  },
});
