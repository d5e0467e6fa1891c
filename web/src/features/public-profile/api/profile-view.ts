import type { PublicProfile } from '@contract/schemas/users';

/** What a profile page gets: the profile, or that a signed-out visitor must sign in to see it. */
export type ProfileView = { access: 'open'; publicProfile: PublicProfile } | { access: 'signInRequired' };
