import { sitePaths } from '@contract/site-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

export type AppPageId = 'dashboard' | 'receipts' | 'profile';

/**
 * The `/app` pages are placeholders with static text (SPEC §2); each points to where the real screen is.
 * Settings and Goals are real pages (features/settings, features/goals).
 */
const pages: Record<AppPageId, { title: string; text: ReactNode }> = {
  dashboard: {
    title: 'Dashboard',
    text: (
      <>
        Your overview of Receipts given and received will appear here. Until then, the{' '}
        <Link to={sitePaths.hub}>Receipts Hub</Link> shows them all.
      </>
    ),
  },
  receipts: {
    title: 'Receipts',
    text: (
      <>
        Browse everything you sent and received in the <Link to={sitePaths.hub}>Receipts Hub</Link>, or{' '}
        <Link to="/receipt">give a Receipt</Link>.
      </>
    ),
  },
  profile: {
    title: 'Profile',
    text: (
      <>
        See your profile as you see it on <Link to="/profile-page">View Profile</Link>.
      </>
    ),
  },
};

export default function AppPage({ page }: { page: AppPageId }) {
  const { title, text } = pages[page];
  usePageTitle(title);
  return (
    <section className="app-page">
      <header className="page-head">
        <h1>{title}</h1>
      </header>
      <p className="app-page-text muted">{text}</p>
    </section>
  );
}
