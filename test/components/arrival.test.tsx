import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { sitePaths } from '@contract/site-paths';
import { screen, within } from '@testing-library/react';
import { Arrival, type ArrivalPerson } from '@/components/arrival/arrival';
import { renderInSite } from './support/render';

const ada: ArrivalPerson = { fullName: 'Ada Lovelace', username: 'ada', photoURL: null };
const leave = {
  label: format(messages.leaveReceiptFor, { name: 'Ada' }),
  to: sitePaths.signUp,
  returnTo: '/give/ada',
};

/** The block a signed-out visitor of a member's link sees first. */
describe('the arrival block', () => {
  const block = () => screen.getByRole('banner') as HTMLElement;

  it("shows the person's photo and name", async () => {
    await renderInSite(
      <Arrival person={{ ...ada, photoURL: 'https://media.test/ada.jpg' }} action={leave} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('img', { name: "Ada Lovelace's photo" }).getAttribute('src')).toBe(
      'https://media.test/ada.jpg',
    );
  });

  it('falls back to initials without a photo, and to the handle without a name', async () => {
    const { unmount } = await renderInSite(<Arrival person={ada} action={leave} />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
    unmount();
    await renderInSite(<Arrival person={{ ...ada, fullName: '', username: 'cleo' }} action={leave} />);
    expect(screen.getByRole('heading', { level: 1, name: '@cleo' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'cleo' }).textContent).toBe('C');
  });

  it('shows what a Receipt is with one sample card', async () => {
    await renderInSite(<Arrival person={ada} action={leave} />);
    expect(screen.getByText(messages.whatIsAReceipt)).toBeTruthy();
    const sample = screen.getByRole('figure', { name: messages.sampleReceiptLabel });
    expect(within(sample).getByText(messages.sampleReceiptGiver)).toBeTruthy();
    expect(within(sample).getByText(messages.sampleReceiptQuote)).toBeTruthy();
    expect(screen.getAllByRole('figure')).toHaveLength(1);
  });

  it('offers exactly one primary action, not Sign In or Sign Up, and remembers where it leads', async () => {
    const { user } = await renderInSite(<Arrival person={ada} action={leave} />);
    const links = within(block()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([leave.label]);
    expect(within(block()).queryAllByRole('button')).toEqual([]);
    expect(links[0]?.getAttribute('href')).toBe(sitePaths.signUp);
    expect(links[0]?.className).toContain('button-primary');
    expect(within(block()).queryByText(messages.signIn)).toBeNull();
    await user.click(links[0] as HTMLElement);
    expect(sessionStorage.getItem('receipts.returnTo')).toBe('/give/ada');
  });

  it('opens its action in a new tab where the page is framed by another site', async () => {
    await renderInSite(
      <Arrival person={ada} action={{ label: leave.label, to: '/give/ada', newTab: true }} />,
    );
    const link = within(block()).getByRole('link', { name: leave.label });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('/give/ada');
  });
});
