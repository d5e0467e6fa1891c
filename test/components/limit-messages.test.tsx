import { errorCodes } from '@contract/error-codes';
import { format } from '@contract/format';
import { accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { waitText } from '@contract/wait-text';
import { screen, waitFor, within } from '@testing-library/react';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { ContactForm } from '@/features/static-pages/components/contact-form';
import { answer, apiError, server } from './support/api';
import { emptyPage, recipient } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** A limit's refusal as the API words it (functions/domain/account-limits.ts): the maximum and the wait. */
const refusal = (template: string, max: number, waitSeconds: number) =>
  format(template, { max: String(max), wait: waitText(waitSeconds) });

/**
 * A request refused by its limit (a 429) says the API's words where the request was made, and keeps what
 * was written. The limits themselves, counted by the stack, are test/integration/account-limits and
 * contact-form.
 */
describe('a request refused by its limit', () => {
  it("shows the limit's message where the give flow's search was, and no one found", async () => {
    const said = refusal(messages.searchesPerMinuteReached, accountLimits.searchesPerMinute.max, 42);
    signInAs();
    server.use(
      answer('listReceipts', () => emptyPage),
      answer('listContacts', () => emptyPage),
      answer('searchUsers', () => apiError(429, errorCodes.tooManyRequests, said)),
    );
    const { user } = await renderInSite(<GiveReceiptPage />, { path: '/receipt' });
    await user.type(await screen.findByLabelText('Search by name or username'), recipient.username);
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(said)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(`@${recipient.username}`) })).toBeNull();
  });

  it("shows the limit's message on the contact form and keeps what was written", async () => {
    const max = accountLimits.contactMessagesPerAddressPerHour.max;
    const said = refusal(messages.contactFormLimitReached, max, 3600);
    const sent: unknown[] = [];
    server.use(
      answer('sendContactMessage', ({ body }) => {
        sent.push(body);
        return apiError(429, errorCodes.tooManyRequests, said);
      }),
    );
    const { user } = await renderInSite(<ContactForm />, { path: '/contact' });
    const form = screen.getByRole('form', { name: 'Contact the team' });
    await user.type(within(form).getByLabelText('Your name'), 'Rosa Reader');
    await user.type(within(form).getByLabelText('Your email'), 'rosa@example.com');
    await user.type(within(form).getByLabelText('Message'), 'One more question about retros.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', said);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'One more question about retros.',
    );
    expect(screen.queryByText(messages.contactFormSent)).toBeNull();
  });
});
