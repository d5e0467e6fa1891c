import { screen, waitFor } from '@testing-library/react';
import { ShareLinkPanel } from '@/components/share/share-link-panel';
import { answer, server } from './support/api';
import { meOf } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

/** The profile's "Ask for a receipt" dialog (DialogFrame, Radix): keyboard focus in, trapped, and back. */
describe('dialogs', () => {
  beforeEach(() => {
    signInAs();
    server.use(answer('getMe', () => meOf()));
  });

  async function openAsk() {
    const view = await renderInSite(<ShareLinkPanel />);
    const ask = await screen.findByRole('button', { name: 'Ask for a receipt' });
    ask.focus();
    await view.user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a receipt' });
    return { ...view, ask, dialog };
  }

  it.each(['Escape', 'Close'])(
    'give keyboard focus back to the button that opened them, on %s',
    async (close) => {
      const { user, ask, dialog } = await openAsk();
      expect(dialog.contains(document.activeElement)).toBe(true);
      if (close === 'Escape') await user.keyboard('{Escape}');
      else await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(ask));
    },
  );

  it('keep Tab and Shift+Tab inside while open', async () => {
    const { user, dialog } = await openAsk();
    for (let press = 0; press < 12; press++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let press = 0; press < 12; press++) {
      await user.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
