import { createApiHandler } from '../http/api-handler';
import { isUsernameClaimed } from '../store/profiles';

export const handler = createApiHandler('usernames', {
  checkUsername: async ({ params }) => ({
    username: params.username,
    isAvailable: !(await isUsernameClaimed(params.username)),
  }),
});
