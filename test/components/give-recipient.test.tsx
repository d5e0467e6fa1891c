import { limits } from '@contract/limits';
import { screen, within } from '@testing-library/react';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { answer, server } from './support/api';
import { emptyPage, publicProfileOf, receiptFrom, recipient, searchResultOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const searchLabel = 'Search by name or username';

/** Choosing whom to give to: the search folds away once someone is chosen; the tags are drawn with icons. */
describe('choosing a recipient on the give page', () => {
  beforeEach(() => {
    signInAs();
    server.use(
      answer('listReceipts', () => emptyPage),
      answer('listContacts', () => emptyPage),
      answer('searchUsers', () => ({ items: [searchResultOf()], cursor: null })),
      answer('getPublicProfile', () => publicProfileOf()),
      answer('createReceipt', ({ body }) => receiptFrom(body)),
    );
  });

  it('folds the search once someone is chosen, opens it on Change recipient, and folds it on a choice', async () => {
    const { user } = await renderInSite(<GiveReceiptPage />, { path: '/receipt' });
    const choose = async () => {
      await user.type(await screen.findByLabelText(searchLabel), recipient.username);
      await user.click(screen.getByRole('button', { name: 'Find' }));
      await user.click(await screen.findByRole('button', { name: new RegExp(`@${recipient.username}`) }));
      await screen.findByText('Ready to Give a Receipt?');
    };
    await choose();
    const change = screen.getByRole('button', { name: 'Change recipient' });
    expect(screen.queryByLabelText(searchLabel)).toBeNull();
    expect(change.getAttribute('aria-expanded')).toBe('false');

    await user.click(
      screen.getByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` }),
    );
    await screen.findByLabelText('What did you notice?');
    for (const group of ['Day context', 'Intent', 'Category']) {
      const chips = within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio');
      expect(chips.filter((chip) => !chip.querySelector('svg.tag-icon'))).toEqual([]);
    }
    expect(document.querySelectorAll('.checkbox-input')).toHaveLength(1);

    await user.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    await user.clear(await screen.findByLabelText(searchLabel));
    await choose();
    expect(screen.queryByLabelText(searchLabel)).toBeNull();
  });
});
