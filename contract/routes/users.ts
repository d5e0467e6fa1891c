import { PageQuery, page } from '../schemas/common';
import { UsernameParams } from '../schemas/profile';
import { Receipt } from '../schemas/receipts';
import {
  PublicProfile,
  PublicReceiptsQuery,
  SocialLinksByUsername,
  UserIdParams,
  UserListEntry,
  UserSearchQuery,
  UserSearchResult,
  VisitorProfile,
} from '../schemas/users';
import { type RouteDef, route } from './route-def';

/** Other people: the directory, search, public profiles and the profile link for signed-out visitors. */
export const userRoutes = {
  listUsers: route({
    method: 'GET',
    path: '/users',
    auth: 'user',
    handler: 'users',
    query: PageQuery,
    response: page(UserListEntry),
  }),
  searchUsers: route({
    method: 'GET',
    path: '/users/search',
    auth: 'user',
    handler: 'users',
    query: UserSearchQuery,
    response: page(UserSearchResult),
  }),
  getSocialLinksByUsername: route({
    method: 'GET',
    path: '/users/by-username/{username}/social-links',
    auth: 'user',
    handler: 'users',
    params: UsernameParams,
    response: SocialLinksByUsername,
  }),
  getPublicProfile: route({
    method: 'GET',
    path: '/users/{userId}/public-profile',
    auth: 'user',
    handler: 'users',
    params: UserIdParams,
    response: PublicProfile,
  }),
  listPublicReceipts: route({
    method: 'GET',
    path: '/users/{userId}/public-receipts',
    auth: 'user',
    handler: 'users',
    params: UserIdParams,
    query: PublicReceiptsQuery,
    response: page(Receipt),
  }),
  getPublicProfileByUsername: route({
    method: 'GET',
    path: '/users/by-username/{username}/public-profile',
    auth: 'user',
    handler: 'users',
    params: UsernameParams,
    response: PublicProfile,
  }),
  /** The profile link opened by someone who is not signed in: see `VisitorProfile`. */
  getVisitorProfile: route({
    method: 'GET',
    path: '/visitors/profiles/{username}',
    auth: 'public',
    publicBecause: 'profile links are opened by signed-out visitors; only opted-in profiles answer with data',
    handler: 'users',
    params: UsernameParams,
    response: VisitorProfile,
  }),
} as const satisfies Record<string, RouteDef>;
