import {
  AccountDeletion,
  DeleteAccountRequest,
  ExportPage,
  ExportQuery,
  SignInMethodsRecorded,
  SignInMethodsReport,
} from '../schemas/account';
import { type RouteDef, route } from './route-def';

/** The account as a whole: download my data, delete my account, how it signs in. */
export const accountRoutes = {
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
   * Starting one needs a recent sign-in; resuming one does not (its first step signed the account out).
   */
  deleteAccount: route({
    method: 'POST',
    path: '/me/deletion',
    auth: 'user',
    recentSignIn: true,
    handler: 'account',
    body: DeleteAccountRequest,
    response: AccountDeletion,
  }),
  /**
   * After a passkey or two-step change (and on each visit to settings): what changed since the last report is
   * e-mailed to the member, so a change they did not make does not go unseen.
   */
  recordSignInMethods: route({
    method: 'POST',
    path: '/me/sign-in-methods',
    auth: 'user',
    handler: 'account',
    body: SignInMethodsReport,
    response: SignInMethodsRecorded,
  }),
} as const satisfies Record<string, RouteDef>;
