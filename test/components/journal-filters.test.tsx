import { categories, otherCategory } from '@contract/enums';
import { screen, within } from '@testing-library/react';
import JournalPage from '@/features/journal/journal-page';
import { answer, server } from './support/api';
import { meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The journal filters in the feed pages' one filter row: chips, not the browser's own selects. */
describe("the journal's filters", () => {
  const asked: URLSearchParams[] = [];
  beforeEach(() => {
    asked.length = 0;
    signInAs();
    const me = meOf();
    server.use(
      answer('getMe', () => ({
        ...me,
        goalTags: { ...me.goalTags, selected: ['Public Speaking'] },
      })),
      answer('listJournal', ({ url }) => {
        asked.push(url.searchParams);
        return { items: [], cursor: null };
      }),
    );
  });
  const showJournal = () => renderInSite(<JournalPage />, { path: '/app/journal' });

  it('offers every category and goal as chips in a row, each "All" to begin with, and no select', async () => {
    await showJournal();
    const category = screen.getByRole('group', { name: 'Category' });
    expect(category.classList.contains('filter-row')).toBe(true);
    expect(
      within(category)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All categories', ...categories, otherCategory]);
    expect(within(category).getByRole('radio', { name: 'All categories' })).toHaveProperty('checked', true);
    const goal = await screen.findByRole('group', { name: 'Goal' });
    expect(within(goal).getByRole('radio', { name: 'All goals' })).toHaveProperty('checked', true);
    expect(within(goal).getByRole('radio', { name: 'Public Speaking' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('asks for the chosen category and goal, and says when nothing is there', async () => {
    const { user } = await showJournal();
    await user.click(screen.getByRole('radio', { name: 'Play' }));
    await user.click(await screen.findByRole('radio', { name: 'Public Speaking' }));
    expect(await screen.findByText('No reflections here yet.')).toBeTruthy();
    const last = asked.at(-1);
    expect([last?.get('category'), last?.get('goal')]).toEqual(['Play', 'Public Speaking']);
    expect(screen.getByRole('radio', { name: 'Play' })).toHaveProperty('checked', true);
  });
});
