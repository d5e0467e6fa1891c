import * as messages from '@contract/messages';
import { screen, within } from '@testing-library/react';
import StaticPage from '@/features/static-pages/static-page';
import { footerColumns, type StaticPageId, staticPages } from '@/lib/site-links';
import { renderInSite } from './support/render';

const openPage = (page: StaticPageId) => renderInSite(<StaticPage page={page} />, { path: `/${page}` });

/** The pages the landing footer links, drawn like the landing and saying only what is true. */
describe('the static pages', () => {
  it.each(staticPages)(
    '/%s opens with a band: its footer column over one heading, then its text',
    async (page) => {
      await openPage(page);
      const article = screen.getByRole('article', {
        name: screen.getByRole('heading', { level: 1 }).textContent ?? '',
      });
      const band = within(article).getByRole('banner');
      const column = footerColumns.find((c) => c.links.some((link) => link.to === `/${page}`));
      expect(within(band).getByText(column?.title ?? 'none').className).toBe('eyebrow');
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      // Headings in order: no level skipped below the page's one heading.
      const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
      expect(levels.every((level, i) => i === 0 || level <= (levels[i - 1] ?? 1) + 1)).toBe(true);
    },
  );

  it('prices its one plan: free, with what it includes and the way in', async () => {
    await openPage('pricing');
    const plan = screen.getByRole('region', { name: messages.planName });
    expect(within(plan).getByText(messages.planPrice)).toBeTruthy();
    expect(within(plan).getByText(messages.planPeriod)).toBeTruthy();
    expect(plan.textContent).toContain(`starts with a ${messages.freeTrialText} and stays free after it`);
    expect(within(plan).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(plan).getByRole('link', { name: messages.startFreeTrial }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.queryByText(/Paid plans are not published yet/)).toBeNull();
  });

  it('dates every blog post', async () => {
    await openPage('blog');
    const posts = screen.getAllByRole('article').slice(1);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      const time = post.querySelector('time');
      expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(time?.textContent).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(within(post).getByRole('heading', { level: 2 })).toBeTruthy();
    }
    expect(posts[0]?.querySelector('time')?.textContent).toBe('November 25, 2026');
  });
});
