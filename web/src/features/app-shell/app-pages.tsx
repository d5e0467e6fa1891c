import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

export type AppPageId = 'goals' | 'profile';

/**
 * The `/app` pages are placeholders with static text (SPEC §2); each points to where the real screen is.
 * Settings, the dashboard and the timeline are real pages (features/settings, features/dashboard,
 * features/timeline).
 */
const pages: Record<AppPageId, { title: string; text: ReactNode }> = {
  goals: {
    title: 'Goals',
    text: (
      <>
        Your goal tags are chosen in <Link to="/profile-setup">Profile Setup</Link>. Progress towards them
        will be shown here.
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
