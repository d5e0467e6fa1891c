import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { answer, type ParsedBodyOf, server } from './support/api';
import { emptyPage, publicProfileOf, receiptFrom, recipient, searchResultOf } from './support/fixtures';
import { expectInvalid } from './support/form-checks';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The give form's and the recipient search's messages, as contract/messages.ts words them. */
describe('the give form', () => {
  let sent: ParsedBodyOf<'createReceipt'>[];

  beforeEach(() => {
    sent = [];
    signInAs();
    server.use(
      answer('listReceipts', () => emptyPage),
      answer('listContacts', () => emptyPage),
      answer('getPublicProfile', () => publicProfileOf()),
      answer('createReceipt', ({ body }) => {
        sent.push(body);
        return receiptFrom(body);
      }),
    );
  });

  async function writing() {
    const view = await renderInSite(<GiveReceiptPage initialRecipient={recipient} />, { path: '/receipt' });
    await view.user.click(
      await screen.findByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` }),
    );
    const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    return { ...view, submit, text: screen.getByLabelText('What did you notice?') };
  }
  const sentSuccessfully = () => screen.findByRole('heading', { name: 'Receipt Sent Successfully!' });

  it('says what is missing on an empty submit and sends nothing; one tag is enough', async () => {
    const { user, text, submit } = await writing();
    await user.type(text, '   ');
    await submit();
    expect(await screen.findByText(messages.receiptEmpty)).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Play' }));
    await submit();
    await sentSuccessfully();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ category: 'Play', receiptText: '' });
  });

  it('marks text the contract refuses under the text box, keeps the clock running and sends nothing', async () => {
    const { user, text, submit } = await writing();
    await user.type(text, 'Reversed \u202E text');
    await submit();
    await waitFor(() => expectInvalid(text, messages.disallowedCharacters));
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(text);
    await user.type(text, 'Plain text again.');
    await submit();
    await sentSuccessfully();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ receiptText: 'Plain text again.' });
  });

  it('tells the giver of a held anonymous receipt that it delivers within a day, never at what hour', async () => {
    server.use(answer('createReceipt', ({ body }) => ({ ...receiptFrom(body), held: true as const })));
    const { user, text, submit } = await writing();
    await user.type(text, 'Kept the secret.');
    await user.click(screen.getByRole('checkbox', { name: /Send anonymously/ }));
    await submit();
    await sentSuccessfully();
    expect(
      screen.getByText(
        format(messages.heldReceiptSent, { when: messages.deliversWithinADay, name: recipient.name }),
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/has been delivered| at \d\d:\d\d/)).toBeNull();
  });

  it('says under the search box what Find needs, by the contract search rule', async () => {
    const asked: (string | null)[] = [];
    server.use(
      answer('searchUsers', ({ url }) => {
        asked.push(url.searchParams.get('q'));
        return { items: [searchResultOf()], cursor: null };
      }),
    );
    const { user } = await renderInSite(<GiveReceiptPage />, { path: '/receipt' });
    const box = await screen.findByLabelText('Search by name or username');
    const find = screen.getByRole('button', { name: 'Find' });
    await user.click(find);
    await waitFor(() => expectInvalid(box, messages.searchTermRequired));
    expect(asked).toHaveLength(0);

    await user.type(box, `@${recipient.username.toUpperCase()}`);
    await user.click(find);
    expect(await screen.findByRole('button', { name: new RegExp(`@${recipient.username}`) })).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(asked).toEqual([recipient.username]);
  });

  it('says a failed load of the people with Retry, and a failed search in its own words', async () => {
    server.use(answer('listContacts', () => HttpResponse.error()));
    const { user } = await renderInSite(<GiveReceiptPage />, { path: '/receipt' });
    expect(await screen.findByText(messages.failedToLoadUsers)).toBeTruthy();
    expect(screen.queryByText(/No one matches/)).toBeNull();

    server.use(answer('listContacts', () => emptyPage));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(messages.failedToLoadUsers)).toBeNull());

    server.use(answer('searchUsers', () => HttpResponse.error()));
    await user.type(screen.getByLabelText('Search by name or username'), recipient.username.slice(0, 5));
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(messages.errorLoadingUsers)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });
});
