import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import LandingPage from '@/features/landing/landing-page';
import { CreateAccountGuard, LandingGuard, SignedInOnly, SignedOutOnly } from './guards';

// Every screen but the landing page loads on demand, so the first page stays small.
const SignInPage = lazy(() => import('@/features/auth/sign-in-page'));
const CreateAccountPage = lazy(() => import('@/features/auth/create-account-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const AccountDeletedPage = lazy(() => import('@/features/auth/account-deleted-page'));
const ReportEmailPage = lazy(() => import('@/features/auth/report-email-page'));
const BrowsePage = lazy(() => import('@/features/browse/browse-page'));
const ChatPage = lazy(() => import('@/features/chat/chat-page'));
const InboxPage = lazy(() => import('@/features/inbox/inbox-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const SettingsPage = lazy(() => import('@/features/settings/settings-page'));
const GetVerifiedPage = lazy(() => import('@/features/verification/get-verified-page'));
const PaymentsPage = lazy(() => import('@/features/payments/payments-page'));
const AdminPage = lazy(() => import('@/features/admin/admin-page'));
const TermsPage = lazy(() => import('@/features/legal/terms-page'));
const PrivacyPage = lazy(() => import('@/features/legal/privacy-page'));
const FaqPage = lazy(() => import('@/features/legal/faq-page'));

/** The route table of member-app.md section 2, with its access rules. */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <LandingGuard>
        <LandingPage />
      </LandingGuard>
    ),
  },
  {
    path: 'signin',
    element: (
      <SignedOutOnly>
        <SignInPage />
      </SignedOutOnly>
    ),
  },
  {
    path: 'create-account',
    element: (
      <CreateAccountGuard>
        <CreateAccountPage />
      </CreateAccountGuard>
    ),
  },
  {
    path: 'forgot-password',
    element: (
      <SignedOutOnly>
        <ForgotPasswordPage />
      </SignedOutOnly>
    ),
  },
  { path: 'account-deleted', element: <AccountDeletedPage /> },
  ...(
    [
      ['browse', <BrowsePage key="browse" />],
      ['chat/:userId', <ChatPage key="chat" />],
      ['inbox', <InboxPage key="inbox" />],
      ['profile', <ProfilePage key="profile" />],
      ['profile/verify', <GetVerifiedPage key="verify" />],
      ['settings', <SettingsPage key="settings" />],
      ['payments', <PaymentsPage key="payments" />],
      ['admin', <AdminPage key="admin" />],
    ] as const
  ).map(([path, page]) => ({ path, element: <SignedInOnly>{page}</SignedInOnly> })),
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'faq', element: <FaqPage /> },
  { path: 'report-email', element: <ReportEmailPage /> },
  { path: '*', element: <Navigate to="/" replace /> },
];
