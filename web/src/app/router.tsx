import { embedWallPrefix, memberLinkPattern, sitePaths } from '@contract/site-paths';
import { type ComponentType, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { loadAmplify } from '@/lib/amplify-loader';
import { importAgain } from '@/lib/import-again';
import { lazyAgain, lazyOfImportsAgain } from '@/lib/lazy-again';
import { offersPasskeys } from '@/lib/site-config';
import { type StaticPageId, staticPages } from '@/lib/site-links';
import { ProtectedRoute } from './protected-route';
import { MovedTo } from './redirect';
import { RootLayout } from './root-layout';

/**
 * A page that calls the API: its chunk, react-query and whatever `alongside` starts load side by side, and
 * the page renders inside the react-query provider.
 */
function queryPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  alongside: () => Promise<unknown> = async () => {},
) {
  return lazyOfImportsAgain(async () => {
    // `alongside` first: its downloads are asked for first, ahead of the page's own.
    const [, { default: Page }, { QueryProvider }, { AccountEndedExit }] = await Promise.all([
      alongside(),
      importAgain(load),
      importAgain(() => import('@/lib/query-provider')),
      importAgain(() => import('@/lib/account-ended')),
    ]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <AccountEndedExit />
          <Page {...props} />
        </QueryProvider>
      ),
    };
  });
}

/**
 * A sign-in page: no Amplify, react-query or API client before it draws (AuthCard starts Amplify when the
 * member first touches the form). It waits for `/config.json`, asked for beside its code, so the login form
 * draws its passkey button with the rest.
 */
function signInPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyOfImportsAgain(
    async () => (await Promise.all([importAgain(load), offersPasskeys().catch(() => false)]))[0],
  );
}

/** A page that calls the API as a member: a configured Amplify loads beside its chunk. */
const appPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  queryPage(load, loadAmplify);

// The landing page, the static pages and the 404 page load neither Amplify, react-query nor the API client.
const LandingPage = lazyAgain(() => import('@/features/landing/landing-page'));
const StaticPage = lazyAgain(() => import('@/features/static-pages/static-page'));
const NotFoundPage = lazyAgain(() => import('./pages/not-found-page'));
const ApiReferencePage = lazyAgain(() => import('@/features/developers/api-reference-page'));

const LoginPage = signInPage(() => import('@/features/auth/login-page'));
// Its username check brings react-query and the API client after the form (username-check.tsx).
const SignUpPage = signInPage(() => import('@/features/auth/sign-up-page'));
const ForgotPasswordPage = signInPage(() => import('@/features/auth/forgot-password-page'));
const ProfileSetupPage = appPage(() => import('@/features/profile-setup/profile-setup-page'));
const GiveReceiptPage = appPage(() => import('@/features/give-receipt/give-receipt-page'));
const ProfilePage = appPage(() => import('@/features/profile/profile-page'));
// Share links are opened by signed-out visitors, who need no Amplify: a member's stored session loads it
// (AuthProvider), and so does a call that needs a token (api-client). A visitor's profile request starts
// at boot (main.tsx).
const PublicProfilePage = queryPage(() => import('@/features/public-profile/public-profile-page'));
const HubPage = appPage(() => import('@/features/hub/hub-page'));
const TimelinePage = appPage(() => import('@/features/timeline/timeline-page'));
const SettingsPage = appPage(() => import('@/features/settings/settings-page'));
const GoalsPage = appPage(() => import('@/features/goals/goals-page'));
const JournalPage = appPage(() => import('@/features/journal/journal-page'));
const RequestsPage = appPage(() => import('@/features/requests/requests-page'));
const ModerationPage = appPage(() => import('@/features/moderation/moderation-page'));
// Framed on members' own sites: no chrome, no Amplify (it never signs in), its own headers (infra/site-headers.ts).
const EmbedWallPage = queryPage(() => import('@/features/embed-wall/embed-wall-page'));
const UnsubscribePage = appPage(() => import('@/features/unsubscribe/unsubscribe-page'));
const AppShellLayout = appPage(() => import('@/features/app-shell/app-shell-layout'));
// Inside the app shell (and its react-query provider); its chart library loads with it, nowhere else.
const DashboardPage = lazyAgain(() => import('@/features/dashboard/dashboard-page'));

/** The route table of SPEC §2; every page is its own chunk. */
const routes: RouteObject[] = [
  {
    path: `${embedWallPrefix}:username`,
    element: (
      <Suspense fallback={null}>
        <EmbedWallPage />
      </Suspense>
    ),
  },
  {
    element: <RootLayout />,
    children: [
      { path: sitePaths.home, element: <LandingPage /> },
      ...staticPages.map((page: StaticPageId) => ({ path: `/${page}`, element: <StaticPage page={page} /> })),
      { path: sitePaths.apiReference, element: <ApiReferencePage /> },
      { path: sitePaths.login, element: <LoginPage /> },
      { path: sitePaths.loginWithTerms, element: <LoginPage withTermsNotice /> },
      { path: sitePaths.signUp, element: <SignUpPage /> },
      { path: sitePaths.forgotPassword, element: <ForgotPasswordPage /> },
      // Share links, open to signed-out visitors (asked to log in where needed); one chunk serves both.
      { path: memberLinkPattern('profile', 'username'), element: <PublicProfilePage /> },
      { path: memberLinkPattern('give', 'username'), element: <PublicProfilePage /> },
      { path: sitePaths.unsubscribe, element: <UnsubscribePage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: sitePaths.profileSetup, element: <ProfileSetupPage /> },
          { path: sitePaths.give, element: <GiveReceiptPage /> },
          { path: sitePaths.ownProfileOld, element: <ProfilePage /> },
          { path: memberLinkPattern('byUserId', 'userId'), element: <PublicProfilePage /> },
          { path: sitePaths.hub, element: <HubPage /> },
          // The `/app` profile placeholder moved into the one Profile place.
          { path: sitePaths.profile, element: <MovedTo to={sitePaths.ownProfileOld} /> },
          {
            element: <AppShellLayout />,
            children: [
              { path: sitePaths.app, element: <MovedTo to={sitePaths.dashboard} /> },
              { path: sitePaths.dashboard, element: <DashboardPage /> },
              { path: sitePaths.receipts, element: <TimelinePage /> },
              { path: sitePaths.goals, element: <GoalsPage /> },
              { path: sitePaths.journal, element: <JournalPage /> },
              { path: sitePaths.requests, element: <RequestsPage /> },
              { path: sitePaths.settings, element: <SettingsPage /> },
              { path: sitePaths.moderation, element: <ModerationPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The routes, declared for <BrowserRouter>: none of the pages use loaders or actions, and the declarative
 * router is about 20 KB (gzip) lighter than the data router on every first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
