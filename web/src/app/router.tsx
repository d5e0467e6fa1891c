import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { ProtectedRoute } from './protected-route';
import { RootLayout } from './root-layout';

const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const LoginPage = lazy(() => import('@/features/auth/login-page'));
const SignUpPage = lazy(() => import('@/features/auth/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const ProfileSetupPage = lazy(() => import('@/features/profile-setup/profile-setup-page'));
const GiveReceiptPage = lazy(() => import('@/features/give-receipt/give-receipt-page'));
const PlaceholderPage = lazy(() => import('@/components/placeholder-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const PublicProfilePage = lazy(() => import('@/features/public-profile/public-profile-page'));
const HubPage = lazy(() => import('@/features/hub/hub-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** The route table of SPEC §2; every page is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/login-v2', element: <LoginPage withTermsNotice /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: '/profile-setup', element: <ProfileSetupPage /> },
          { path: '/receipt', element: <GiveReceiptPage /> },
          { path: '/profile-page', element: <ProfilePage /> },
          { path: '/profile/:userId', element: <PublicProfilePage /> },
          { path: '/receipts-hub', element: <HubPage /> },
          { path: '/profile', element: <PlaceholderPage title="Profile" /> },
          { path: '/app/*', element: <PlaceholderPage title="Receipts App" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
