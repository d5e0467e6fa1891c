import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { feedbackRequestPath, memberLinkPattern, sitePaths } from '@contract/site-paths';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import PublicProfileRoute from '@/features/public-profile/public-profile-page';
import { answer, server } from './support/api';
import { publicProfileOf, recipient } from './support/fixtures';
import { renderInSite } from './support/render';

const { username } = recipient;

const openGiveLink = (path: string) =>
  renderInSite(
    <Routes>
      <Route path={memberLinkPattern('give', 'username')} element={<PublicProfileRoute />} />
    </Routes>,
    { path },
  );

/** A signed-out visitor of a give link or a request link: the arrival block, with one action to sign up. */
describe('the give and request links, signed out', () => {
  beforeEach(() =>
    server.use(answer('getVisitorProfile', () => ({ access: 'open', publicProfile: publicProfileOf() }))),
  );

  it("shows the member's name and one action: give them a Receipt, after signing up", async () => {
    await openGiveLink(`/give/${username}`);
    expect(await screen.findByRole('heading', { level: 1, name: recipient.name })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      format(messages.giveReceiptTo, { name: 'Rosalind' }),
    ]);
    expect(links[0]?.getAttribute('href')).toBe(sitePaths.signUp);
    expect(sessionStorage.getItem('receipts.returnTo')).toBe(`/give/${username}`);
  });

  it("makes a request link's one action answering the request, and comes back to it", async () => {
    const { user } = await openGiveLink(feedbackRequestPath(username, 'req-1'));
    const action = await screen.findByRole('link', {
      name: format(messages.answerRequestOf, { name: 'Rosalind' }),
    });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await user.click(action);
    expect(sessionStorage.getItem('receipts.returnTo')).toBe(feedbackRequestPath(username, 'req-1'));
  });

  it('names a profile kept for members by its handle, with initials', async () => {
    server.use(answer('getVisitorProfile', () => ({ access: 'signInRequired' })));
    await openGiveLink(`/give/${username}`);
    expect(await screen.findByRole('heading', { level: 1, name: `@${username}` })).toBeTruthy();
    expect(screen.getByRole('img', { name: username }).textContent).toBe('R');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      format(messages.giveReceiptTo, { name: `@${username}` }),
    ]);
  });
});
