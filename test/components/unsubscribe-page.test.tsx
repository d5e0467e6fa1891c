import { errorCodes } from '@contract/error-codes';
import * as messages from '@contract/messages';
import { screen, within } from '@testing-library/react';
import UnsubscribePage from '@/features/unsubscribe/unsubscribe-page';
import { answer, apiError, type ParsedBodyOf, server } from './support/api';
import { renderInSite } from './support/render';

/** The e-mail's unsubscribe page: nothing happens on opening it, the button unsubscribes. */
describe('the unsubscribe page', () => {
  let asked: ParsedBodyOf<'unsubscribe'>[];
  beforeEach(() => {
    asked = [];
  });
  const press = async (path: string) => {
    const { user } = await renderInSite(<UnsubscribePage />, { path });
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  };

  it('explains a broken unsubscribe link once Unsubscribe is pressed', async () => {
    server.use(
      answer('unsubscribe', ({ body }) => {
        asked.push(body);
        return apiError(400, errorCodes.badRequest, messages.unsubscribeLinkInvalid);
      }),
    );
    await press('/unsubscribe?token=not-a-real-token');
    expect(within(await screen.findByRole('alert')).getByText(messages.unsubscribeLinkInvalid)).toBeTruthy();
    expect(asked).toEqual([{ token: 'not-a-real-token' }]);
  });

  it("sends the link's token once pressed, and says it is done", async () => {
    server.use(
      answer('unsubscribe', ({ body }) => {
        asked.push(body);
        return { email: false, digest: false, digestOffered: false };
      }),
    );
    await press('/unsubscribe?token=a-token');
    expect((await screen.findByText(messages.unsubscribed)).getAttribute('role')).toBe('status');
    expect(asked).toEqual([{ token: 'a-token' }]);
  });
});
