import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHead } from '@/components/page-head';
import { usePageTitle } from '@/lib/use-page-title';

export type AppPageId = 'profile';

/**
 * The `/app` profile page is a placeholder with static text (SPEC §2) that points to where the real screen
 * is. Settings, the dashboard, the timeline and goals are real pages (features/settings, features/dashboard,
 * features/timeline, features/goals).
 */
const pages: Record<AppPageId, { title: string; text: ReactNode }> = {
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
      <PageHead title={title} />
      <p className="app-page-text muted">{text}</p>
    </section>
  );
}
