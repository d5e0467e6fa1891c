import { errorCodes } from '@contract/error-codes';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen, within } from '@testing-library/react';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { answer, apiError, type ParsedBodyOf, server } from './support/api';
import { publicProfileOf, receiptFrom, recipient } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const threat = 'Go k1ll y0urself';
const harsh = 'That meeting was sh1t, but you held it together';

/**
 * Harsh words in the give form: the API refuses a threat and asks first about harsh words (its verdicts,
 * from the words themselves: test/integration/harsh-words.test.ts); the page says which, keeps the words,
 * and offers "Send anyway" only for harsh words in a named receipt.
 */
describe('harsh words in the give form', () => {
  let stored: ParsedBodyOf<'createReceipt'>[];

  beforeEach(() => {
    stored = [];
    signInAs();
    server.use(
      answer('getPublicProfile', () => publicProfileOf()),
      answer('createReceipt', ({ body }) => {
        if (body.receiptText === threat)
          return apiError(400, errorCodes.receiptTextRefused, messages.receiptTextRefused);
        if (body.receiptText === harsh && !body.sendAnyway)
          return apiError(400, errorCodes.receiptTextHarsh, messages.receiptTextHarsh);
        stored.push(body);
        return receiptFrom(body);
      }),
    );
  });

  it('refuses a threat with the text kept; asks first about harsh words, and "Send anyway" sends them named', async () => {
    const { user } = await renderInSite(<GiveReceiptPage initialRecipient={recipient} />, {
      path: '/receipt',
    });
    await user.click(
      await screen.findByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` }),
    );
    const text = screen.getByLabelText('What did you notice?') as HTMLTextAreaElement;
    const submit = () => user.click(screen.getByRole('button', { name: 'Submit Receipt' }));

    await user.type(text, threat);
    await submit();
    expect(
      await within(await screen.findByRole('alert')).findByText(messages.receiptTextRefused),
    ).toBeTruthy();
    expect(text.value).toBe(threat);
    expect(screen.queryByRole('button', { name: 'Send anyway' })).toBeNull();

    await user.clear(text);
    await user.type(text, harsh);
    await submit();
    expect(await within(screen.getByRole('alert')).findByText(messages.receiptTextHarsh)).toBeTruthy();
    expect(text.value).toBe(harsh);
    expect(stored).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send anyway' }));
    await screen.findByRole('heading', { name: 'Receipt Sent Successfully!' });
    expect(stored).toEqual([
      expect.objectContaining({ receiptText: harsh, sendAnyway: true, anonymous: false }),
    ]);
  });
});
