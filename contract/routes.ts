import type * as z from 'zod/mini';
import { oneClickUnsubscribePath } from './mail-links';
import { AccountDeletion, DeleteAccountRequest, ExportPage, ExportQuery } from './schemas/account';
import { ApiDocument } from './schemas/api-document';
import { BlockedSender, BlockIdParams } from './schemas/blocks';
import { Empty, PageQuery, PresignedPost, page } from './schemas/common';
import { ContactMessageRequest, ContactMessageSent } from './schemas/contact';
import {
  AddContactRequest,
  AddInnerCircleRequest,
  Contact,
  ContactIdParams,
  InnerCircleMember,
} from './schemas/contacts';
import { Dashboard } from './schemas/dashboard';
import { MyGoals } from './schemas/goals';
import {
  NotificationSettings,
  OneClickUnsubscribeQuery,
  OneClickUnsubscribeRequest,
  PutNotificationSettingsRequest,
  UnreadReceipts,
  UnsubscribeRequest,
} from './schemas/notifications';
import {
  GoalTags,
  Me,
  OwnSharingSettings,
  PersonalInfo,
  PhotoUploadRequest,
  PutGoalTagsRequest,
  PutProfileRequest,
  PutSharingSettingsRequest,
  SetPhotoRequest,
  SocialLinks,
  UsernameAvailability,
  UsernameParams,
} from './schemas/profile';
import {
  CreateReceiptRequest,
  EditReceiptRequest,
  ListReceiptsQuery,
  Receipt,
  ReceiptIdParams,
  ReceiptVisibilityRequest,
  ThanksRequest,
  VoiceUploadRequest,
  VoiceUrl,
} from './schemas/receipts';
import { OpenReport, ReportIdParams, ReportRequest } from './schemas/reports';
import {
  PublicProfile,
  PublicReceiptsQuery,
  SocialLinksByUsername,
  UserIdParams,
  UserListEntry,
  UserSearchQuery,
  UserSearchResult,
  VisitorProfile,
} from './schemas/users';

/**
 * The Lambda module that serves a route: one bundle per module (functions/handlers/<module>.ts). The routes
 * that touch S3 are in `media`, and in `account` (export's voice links, deletion's media), so no other
 * bundle carries the S3 client; `account` alone may delete Cognito users. `moderation` serves the
 * moderators' routes (it deletes a removed receipt's voice note).
 */
export const handlerModules = [
  'usernames',
  'profile',
  'contacts',
  'users',
  'receipts',
  'media',
  'account',
  'moderation',
  'openapi',
  'contact',
] as const;
export type HandlerModule = (typeof handlerModules)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway path template, e.g. `/users/{userId}`. */
  path: string;
  /** `public` routes have no authorizer; every other route needs a valid Cognito ID token. */
  auth: 'public' | 'user';
  /** Why a `public` route needs no sign-in (recorded where the security checks are suppressed). */
  publicBecause?: string;
  handler: HandlerModule;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /**
   * How the body is encoded: JSON unless stated (415 otherwise). `form` accepts
   * `application/x-www-form-urlencoded` and `multipart/form-data`, as RFC 8058 mail clients send.
   */
  bodyEncoding?: 'json' | 'form';
  response: z.ZodMiniType;
  /** Success status; 200 unless stated. */
  status?: 200 | 201 | 204;
  /**
   * How long the route may work before it answers 503, when it needs longer than the API's usual deadline
   * (`requestDeadlineMs`) for work of its own rather than waiting on a dependency.
   */
  deadlineMs?: number;
}

const route = <const R extends RouteDef>(r: R): R => r;

/** The whole API (SPEC §7). Infra, the local gateway, the handlers and the web client are all built from it. */
export const routes = {
  checkUsername: route({
    method: 'GET',
    path: '/usernames/{username}/availability',
    auth: 'public',
    publicBecause: 'the sign-up screen checks usernames',
    handler: 'usernames',
    params: UsernameParams,
    response: UsernameAvailability,
  }),
  sendContactMessage: route({
    method: 'POST',
    path: '/contact-messages',
    auth: 'public',
    publicBecause: 'visitors write to the team from the contact page, signed in or not',
    handler: 'contact',
    body: ContactMessageRequest,
    response: ContactMessageSent,
  }),
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
  /** The goals page: each current goal with its linked receipts per month and the latest few. */
  getMyGoals: route({
    method: 'GET',
    path: '/me/goals',
    auth: 'user',
    handler: 'receipts',
    response: MyGoals,
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
    publicBecause: "the e-mails' one-click unsubscribe link works signed out; its token is the proof",
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
  createPhotoUpload: route({
    method: 'POST',
    path: '/me/photo-upload',
    auth: 'user',
    handler: 'media',
    body: PhotoUploadRequest,
    response: PresignedPost,
  }),
  setPhoto: route({
    method: 'PUT',
    path: '/me/photo',
    auth: 'user',
    handler: 'media',
    body: SetPhotoRequest,
    response: PersonalInfo,
    // Remaking the largest photo it accepts takes about 3 s of CPU at the media function's memory.
    deadlineMs: 8_000,
  }),
  listContacts: route({
    method: 'GET',
    path: '/me/contacts',
    auth: 'user',
    handler: 'contacts',
    query: PageQuery,
    response: page(Contact),
  }),
  addContact: route({
    method: 'POST',
    path: '/me/contacts',
    auth: 'user',
    handler: 'contacts',
    body: AddContactRequest,
    response: Contact,
    status: 201,
  }),
  deleteContact: route({
    method: 'DELETE',
    path: '/me/contacts/{contactId}',
    auth: 'user',
    handler: 'contacts',
    params: ContactIdParams,
    response: Empty,
  }),
  listInnerCircle: route({
    method: 'GET',
    path: '/me/inner-circle',
    auth: 'user',
    handler: 'contacts',
    response: page(InnerCircleMember),
  }),
  addInnerCircleMember: route({
    method: 'POST',
    path: '/me/inner-circle',
    auth: 'user',
    handler: 'contacts',
    body: AddInnerCircleRequest,
    response: InnerCircleMember,
    status: 201,
  }),
  removeInnerCircleMember: route({
    method: 'DELETE',
    path: '/me/inner-circle/{contactId}',
    auth: 'user',
    handler: 'contacts',
    params: ContactIdParams,
    response: Empty,
  }),
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
  createReceipt: route({
    method: 'POST',
    path: '/receipts',
    auth: 'user',
    handler: 'media',
    body: CreateReceiptRequest,
    response: Receipt,
    status: 201,
  }),
  listReceipts: route({
    method: 'GET',
    path: '/receipts',
    auth: 'user',
    handler: 'receipts',
    query: ListReceiptsQuery,
    response: page(Receipt),
  }),
  editReceipt: route({
    method: 'PATCH',
    path: '/receipts/{receiptId}',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: EditReceiptRequest,
    response: Receipt,
  }),
  /** The recipient's thank-you on a received receipt (anonymous ones too): one, changeable once. */
  thankForReceipt: route({
    method: 'PUT',
    path: '/receipts/{receiptId}/thanks',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ThanksRequest,
    response: Receipt,
  }),
  /** The recipient opened the receipt: it is no longer marked "new". Idempotent. */
  markReceiptOpened: route({
    method: 'POST',
    path: '/receipts/{receiptId}/opened',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: Empty,
    response: Empty,
  }),
  /** The recipient hides a received receipt from their public profile, or shows it again. Idempotent. */
  setReceiptVisibility: route({
    method: 'PUT',
    path: '/receipts/{receiptId}/visibility',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ReceiptVisibilityRequest,
    response: Receipt,
  }),
  /**
   * The recipient blocks the sender of a received receipt (anonymous included): the answer is the same
   * whoever sent it and however often it is asked, and never names the sender.
   */
  blockSender: route({
    method: 'POST',
    path: '/receipts/{receiptId}/block',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: Empty,
    response: Empty,
  }),
  /**
   * The recipient reports a received receipt: it leaves their hub, profile and counts at once, and a
   * moderator sees its content. Reporting it again changes nothing.
   */
  reportReceipt: route({
    method: 'POST',
    path: '/receipts/{receiptId}/report',
    auth: 'user',
    handler: 'receipts',
    params: ReceiptIdParams,
    body: ReportRequest,
    response: Empty,
  }),
  /** Open reports, newest first: members of the `moderators` group only. */
  listOpenReports: route({
    method: 'GET',
    path: '/moderation/reports',
    auth: 'user',
    handler: 'moderation',
    query: PageQuery,
    response: page(OpenReport),
  }),
  /** The report is closed; the receipt stays out of the reporter's hub. */
  dismissReport: route({
    method: 'POST',
    path: '/moderation/reports/{reportId}/dismiss',
    auth: 'user',
    handler: 'moderation',
    params: ReportIdParams,
    body: Empty,
    response: Empty,
  }),
  /** The report is closed and the receipt removed for both people, with every count it was in. */
  removeReportedReceipt: route({
    method: 'POST',
    path: '/moderation/reports/{reportId}/remove',
    auth: 'user',
    handler: 'moderation',
    params: ReportIdParams,
    body: Empty,
    response: Empty,
  }),
  listBlocks: route({
    method: 'GET',
    path: '/me/blocks',
    auth: 'user',
    handler: 'receipts',
    query: PageQuery,
    response: page(BlockedSender),
  }),
  unblock: route({
    method: 'DELETE',
    path: '/me/blocks/{blockId}',
    auth: 'user',
    handler: 'receipts',
    params: BlockIdParams,
    response: Empty,
  }),
  createVoiceUpload: route({
    method: 'POST',
    path: '/receipts/voice-upload',
    auth: 'user',
    handler: 'media',
    body: VoiceUploadRequest,
    response: PresignedPost,
  }),
  getApiDocument: route({
    method: 'GET',
    path: '/openapi.json',
    auth: 'public',
    handler: 'openapi',
    publicBecause: 'the API description is for every developer',
    response: ApiDocument,
  }),
  /** "Download my data", page by page (see `ExportPage`): no page is large or slow, however big the box. */
  exportMyData: route({
    method: 'GET',
    path: '/me/export',
    auth: 'user',
    handler: 'account',
    query: ExportQuery,
    response: ExportPage,
  }),
  /**
   * "Delete account", confirmed with the exact username. Resumable: a call cut short leaves a marker and the
   * next call (with the same confirmation) carries on; it answers `inProgress` until everything is gone.
   */
  deleteAccount: route({
    method: 'POST',
    path: '/me/deletion',
    auth: 'user',
    handler: 'account',
    body: DeleteAccountRequest,
    response: AccountDeletion,
  }),
  /** The member's growth figures (see `Dashboard`): a constant number of reads whatever the history. */
  getDashboard: route({
    method: 'GET',
    path: '/me/dashboard',
    auth: 'user',
    handler: 'receipts',
    response: Dashboard,
  }),
  getVoiceUrl: route({
    method: 'GET',
    path: '/receipts/{receiptId}/voice',
    auth: 'user',
    handler: 'media',
    params: ReceiptIdParams,
    response: VoiceUrl,
  }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
export const routeIds = Object.keys(routes) as RouteId[];

/** `GET /me` — the key API Gateway v2 puts in `event.routeKey`. */
export const routeKey = (r: RouteDef) => `${r.method} ${r.path}`;

export type ResponseOf<Id extends RouteId> = z.output<Routes[Id]['response']>;
export type BodyOf<Id extends RouteId> = Routes[Id] extends { body: z.ZodMiniType }
  ? z.input<Routes[Id]['body']>
  : never;
export type QueryOf<Id extends RouteId> = Routes[Id] extends { query: z.ZodMiniType }
  ? z.input<Routes[Id]['query']>
  : never;
export type ParamsOf<Id extends RouteId> = Routes[Id] extends { params: z.ZodMiniType }
  ? z.input<Routes[Id]['params']>
  : never;
