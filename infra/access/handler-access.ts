import type { HandlerModule } from '@contract/routes';
import * as keys from '../../functions/store/platform/keys';

/** How a handler module uses the table: read-only functions never get a write action. */
export type TableAccess = 'none' | 'read' | 'readWrite';
/** What a handler module does with media objects: HEAD/presigned GET, presigned POST, delete. */
export type MediaAction = 'get' | 'put' | 'delete';

/** What a handler module may do to the user pool's users. */
export type UserPoolAction = 'signOutUser' | 'deleteUser' | 'getUser' | 'listUsers';

/** Whose partition a limit counter lives in: the member's own, or the source address's. */
export type LimitCounterPartition = 'member' | 'address';

export interface HandlerAccess {
  table: TableAccess;
  media: readonly MediaAction[];
  userPool?: readonly UserPoolAction[];
  /**
   * Per-account or per-address limits a read-only module takes from (`takeFromLimit`: one conditional
   * UpdateItem of a counter): UpdateItem only, on the table only, only in the partitions named here.
   */
  limitCounters?: readonly LimitCounterPartition[];
  /** Sends e-mail through SES as the stage's identity (the contact form, to the team's address). */
  mail?: boolean;
}

/**
 * The one place that says what each Lambda may do, read off functions/handlers/<module>.ts and the store
 * functions it calls. A new handler module fails the type check here until someone decides its access.
 */
export const handlerAccess: Record<HandlerModule, HandlerAccess> = {
  // isUsernameClaimed: GetItem; the per-address check limit: one UpdateItem of its counter.
  usernames: { table: 'read', limitCounters: ['address'], media: [] },
  // Directory, search, public profile: Query, GetItem, BatchGetItem; the search limit: one UpdateItem.
  users: { table: 'read', limitCounters: ['member'], media: [] },
  // Contacts and the inner circle: transactions with Put, Update, Delete and ConditionCheck.
  contacts: { table: 'readWrite', media: [] },
  // Profile, goal tags, sharing settings, social links, e-mail verification.
  profile: { table: 'readWrite', media: [] },
  // Sending a receipt: its transaction, and its voice note checked (HEAD, first bytes), copied to the
  // receipt's key and the pending upload deleted. The hub's list, the one edit, hiding, blocking and
  // reporting; the goals page and the dashboard (reads); the blocked senders (Query, a delete transaction).
  receipts: { table: 'readWrite', media: ['get', 'put', 'delete'] },
  // Photo and voice uploads (presigned POST), the checks on attaching a photo (HEAD, first bytes), deleting
  // a wrong upload, and presigned GET to play a voice note.
  media: { table: 'readWrite', media: ['get', 'put', 'delete'] },
  // "Download my data" (Query, GetItem, presigned GETs for voice links) and "Delete account": every write
  // kind on the table, deleting the account's media objects, and signing out and deleting its Cognito user.
  // Reading the member's sign-in methods uses their own access token (no IAM); its limit is a table write.
  account: { table: 'readWrite', media: ['get', 'delete'], userPool: ['signOutUser', 'deleteUser'] },
  // Moderators' reports: Query, transactions closing a report and removing its receipt with the
  // sender's counters, and deleting the removed receipt's voice note.
  moderation: { table: 'readWrite', media: ['delete'] },
  // The API document: no AWS access at all.
  openapi: { table: 'none', media: [] },
  // The contact form: the per-address counter (UpdateItem) and one e-mail to the team.
  'contact-form': { table: 'readWrite', media: [], mail: true },
};

const tableReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;
const tableWriteActions = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** The IAM actions on the table (and its indexes) for a level of access. No Scan: nothing scans. */
export const tableActions = (access: Exclude<TableAccess, 'none'>): string[] =>
  access === 'read' ? [...tableReadActions] : [...tableReadActions, ...tableWriteActions];

/** The partition keys (IAM `dynamodb:LeadingKeys` patterns) of limit counters. */
export const limitCounterPartitions = (partitions: readonly LimitCounterPartition[]): string[] =>
  partitions.map((partition) =>
    partition === 'member' ? keys.userPartition('*') : keys.addressPartition('*'),
  );

const mediaActionNames: Record<MediaAction, string> = {
  get: 's3:GetObject',
  put: 's3:PutObject',
  delete: 's3:DeleteObject',
};

/** IAM's names for a list of actions, from a table of names. */
const iamNames =
  <Action extends string>(names: Record<Action, string>) =>
  (actions: readonly Action[]): string[] =>
    actions.map((action) => names[action]);

export const mediaActions = iamNames(mediaActionNames);

const userPoolActionNames: Record<UserPoolAction, string> = {
  signOutUser: 'cognito-idp:AdminUserGlobalSignOut',
  deleteUser: 'cognito-idp:AdminDeleteUser',
  getUser: 'cognito-idp:AdminGetUser',
  listUsers: 'cognito-idp:ListUsers',
};

export const userPoolActions = iamNames(userPoolActionNames);
