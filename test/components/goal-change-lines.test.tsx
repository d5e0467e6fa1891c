import { format } from '@contract/format';
import * as messages from '@contract/messages';
import type { GoalChangeLine } from '@contract/schemas/goals';
import { embedWallPrefix } from '@contract/site-paths';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import EmbedWallPage from '@/features/embed-wall/embed-wall-page';
import PublicProfileRoute from '@/features/public-profile/public-profile-page';
import { answer, server } from './support/api';
import { publicProfileOf, recipient } from './support/fixtures';
import { renderInSite } from './support/render';

const { username } = recipient;
const speaking: GoalChangeLine = { goal: 'Public Speaking', answered: 5, noticed: 4 };
const listening: GoalChangeLine = { goal: 'Improve Communication', answered: 10, noticed: 0 };
const lineOf = ({ goal, answered, noticed }: GoalChangeLine) =>
  format(messages.goalChangeLine, { noticed, answered, goal });

const openProfile = (goalChanges: GoalChangeLine[]) => {
  server.use(
    answer('getVisitorProfile', () => ({
      access: 'open',
      publicProfile: { ...publicProfileOf(), goalChanges },
    })),
  );
  return renderInSite(
    <Routes>
      <Route path="/u/:username" element={<PublicProfileRoute />} />
    </Routes>,
    { path: `/u/${username}` },
  );
};

/** The goals' "Did I change?" lines a member chose to show, on their wall. */
describe("a wall's change lines", () => {
  it('says each line the API sends, in its order, under a heading of its own', async () => {
    await openProfile([speaking, listening]);
    const growth = await screen.findByRole('region', { name: messages.goalChangesHeading });
    expect(
      within(growth)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4 of 5 people who gave feedback on Public Speaking noticed a change', lineOf(listening)]);
  });

  it('shows nothing of the kind when there is no line', async () => {
    await openProfile([]);
    await screen.findByRole('heading', { level: 1, name: recipient.name });
    expect(screen.queryByRole('region', { name: messages.goalChangesHeading })).toBeNull();
    expect(screen.queryByText(/noticed a change/)).toBeNull();
  });

  it('is on the embedded wall too', async () => {
    server.use(
      answer('getVisitorProfile', () => ({
        access: 'open',
        publicProfile: { ...publicProfileOf(), goalChanges: [speaking] },
      })),
    );
    await renderInSite(
      <Routes>
        <Route path={`${embedWallPrefix}:username`} element={<EmbedWallPage />} />
      </Routes>,
      { path: `${embedWallPrefix}${username}` },
    );
    expect(await screen.findByText(lineOf(speaking))).toBeTruthy();
  });
});
