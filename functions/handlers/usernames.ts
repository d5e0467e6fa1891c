import { usernameRoutes } from '@contract/routes/usernames';
import { createApiHandler } from '../http/api-handler';
import { takeOrRefuse } from '../http/limit-refusal';
import { isUsernameClaimed } from '../store/profiles/profiles';
import { addressSubject } from '../store/shared/account-limits';

export const handler = createApiHandler('usernames', usernameRoutes, {
  /** Public, so limited per client address: the count is taken (one conditional write) before the read. */
  checkUsername: async ({ params, clientAddress }) => {
    await takeOrRefuse('usernameChecksPerAddressPerMinute', addressSubject(clientAddress), new Date());
    return { username: params.username, isAvailable: !(await isUsernameClaimed(params.username)) };
  },
});
