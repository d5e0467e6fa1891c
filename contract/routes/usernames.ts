import { UsernameAvailability, UsernameParams } from '../schemas/profile';
import { type RouteDef, route } from './route-def';

/** Usernames: the sign-up screen's live availability check. */
export const usernameRoutes = {
  checkUsername: route({
    method: 'GET',
    path: '/usernames/{username}/availability',
    auth: 'public',
    publicBecause: 'the sign-up screen checks usernames',
    handler: 'usernames',
    params: UsernameParams,
    response: UsernameAvailability,
  }),
} as const satisfies Record<string, RouteDef>;
