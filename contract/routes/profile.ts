import { oneClickUnsubscribePath } from '../mail-links';
import { Empty } from '../schemas/common';
import {
  NotificationSettings,
  OneClickUnsubscribeQuery,
  OneClickUnsubscribeRequest,
  PutNotificationSettingsRequest,
  UnreadReceipts,
  UnsubscribeRequest,
} from '../schemas/notifications';
import {
  GoalTags,
  Me,
  OwnSharingSettings,
  PersonalInfo,
  PutGoalTagsRequest,
  PutProfileRequest,
  PutSharingSettingsRequest,
  SocialLinks,
} from '../schemas/profile';
import { type RouteDef, route } from './route-def';

/** The member's own profile: personal info, goal tags, sharing, social links, notifications, verification. */
export const profileRoutes = {
  getMe: route({ method: 'GET', path: '/me', auth: 'user', handler: 'profile', response: Me }),
  putProfile: route({
    method: 'PUT',
    path: '/me/profile',
    auth: 'user',
    handler: 'profile',
    body: PutProfileRequest,
    response: PersonalInfo,
  }),
  putGoalTags: route({
    method: 'PUT',
    path: '/me/goal-tags',
    auth: 'user',
    handler: 'profile',
    body: PutGoalTagsRequest,
    response: GoalTags,
  }),
  putSharingSettings: route({
    method: 'PUT',
    path: '/me/sharing-settings',
    auth: 'user',
    handler: 'profile',
    body: PutSharingSettingsRequest,
    response: OwnSharingSettings,
  }),
  putSocialLinks: route({
    method: 'PUT',
    path: '/me/social-links',
    auth: 'user',
    handler: 'profile',
    body: SocialLinks,
    response: SocialLinks,
  }),
  putNotificationSettings: route({
    method: 'PUT',
    path: '/me/notification-settings',
    auth: 'user',
    handler: 'profile',
    body: PutNotificationSettingsRequest,
    response: NotificationSettings,
  }),
  /** The hub was opened: the unread badge goes back to zero. */
  markReceiptsSeen: route({
    method: 'POST',
    path: '/me/receipts-seen',
    auth: 'user',
    handler: 'profile',
    body: Empty,
    response: UnreadReceipts,
  }),
  /** One-click unsubscribe from an e-mail's link: public, the signed token says whose settings change. */
  unsubscribe: route({
    method: 'POST',
    path: '/notifications/unsubscribe',
    auth: 'public',
    handler: 'profile',
    publicBecause: "the emails' one-click unsubscribe link works signed out; its token is the proof",
    body: UnsubscribeRequest,
    response: NotificationSettings,
  }),
  /** RFC 8058: the e-mail's `List-Unsubscribe` URL, which mail clients POST `List-Unsubscribe=One-Click` to. */
  oneClickUnsubscribe: route({
    method: 'POST',
    path: oneClickUnsubscribePath,
    auth: 'public',
    handler: 'profile',
    publicBecause:
      "mail clients' one-click unsubscribe (RFC 8058) posts signed out; the token in the URL is the proof",
    query: OneClickUnsubscribeQuery,
    body: OneClickUnsubscribeRequest,
    bodyEncoding: 'form',
    response: NotificationSettings,
  }),
  recordEmailVerification: route({
    method: 'POST',
    path: '/me/email-verification',
    auth: 'user',
    handler: 'profile',
    body: Empty,
    response: PersonalInfo,
  }),
} as const satisfies Record<string, RouteDef>;
