import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { announcedAt, timeLeftText } from '@/features/give-receipt/utils/timer-announcements';
import { answer, server } from './support/api';
import { passTime, startTestClock } from './support/clock';
import { emptyPage, meOf, publicProfileOf, receiptFrom, recipient } from './support/fixtures';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const startName = `Start ${limits.receiptTimerSeconds}-Second Timer`;

/** Writing a receipt: the countdown's words for screen readers, the card's preview, no navigation bar. */
describe('writing a receipt', () => {
  beforeEach(() => {
    signInAs();
    server.use(
      answer('getPublicProfile', () => publicProfileOf()),
      answer('createReceipt', ({ body }) => receiptFrom(body)),
    );
  });
  afterEach(() => jest.useRealTimers());

  async function writing(ui = <GiveReceiptPage initialRecipient={recipient} />, clock = false) {
    const view = await renderInSite(ui, { path: '/receipt' });
    const start = await screen.findByRole('button', { name: startName });
    if (clock) startTestClock();
    await view.user.click(start);
    return { ...view, text: screen.getByRole('textbox', { name: 'What did you notice?' }) };
  }

  it('tells screen readers the time at 30 and 10 seconds, not every second', async () => {
    await writing(undefined, true);
    const timer = screen.getByRole('timer');
    const live = timer.parentElement?.querySelector('[aria-live="polite"]');
    expect(live?.getAttribute('aria-atomic')).toBe('true');
    const heard: string[] = [];
    for (let left = limits.receiptTimerSeconds - 1; left >= 1; left--) {
      passTime(1000);
      expect(timer.getAttribute('aria-label')).toBe(timeLeftText(left));
      const said = live?.textContent ?? '';
      if (said && said !== heard.at(-1)) heard.push(said);
      if (left === 30 || left === limits.receiptTimerWarningSeconds) expect(said).toBe(timeLeftText(left));
    }
    expect(heard).toEqual([
      format(messages.timerSecondsLeft, { seconds: 30 }),
      format(messages.timerSecondsLeft, { seconds: limits.receiptTimerWarningSeconds }),
    ]);
  });

  it('announces each whole minute of a longer countdown, and says one minute and one second in the singular', () => {
    expect(announcedAt(150)).toEqual([120, 60, 30, limits.receiptTimerWarningSeconds]);
    expect(announcedAt(limits.receiptTimerSeconds)).toEqual([30, limits.receiptTimerWarningSeconds]);
    expect([timeLeftText(120), timeLeftText(60), timeLeftText(1)]).toEqual([
      format(messages.timerMinutesLeft, { minutes: 2 }),
      messages.timerOneMinuteLeft,
      messages.timerOneSecondLeft,
    ]);
  });

  it('shows the card being written one tap away, and goes back to the fields as they were', async () => {
    server.use(answer('getMe', () => meOf()));
    const { user, text } = await writing();
    await user.type(text, 'You kept the meeting calm.');
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.click(screen.getByRole('radio', { name: 'Empathy' }));
    await user.click(screen.getByRole('radio', { name: 'Coworker' }));

    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview.getAttribute('aria-pressed')).toBe('false');
    await user.click(preview);
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    const card = document.getElementById(preview.getAttribute('aria-controls') ?? '');
    if (!card) throw new Error('the preview is not where its button says');
    const face = within(card);
    expect(await face.findByText('From Grace Hopper')).toBeTruthy();
    expect(face.getByText('You kept the meeting calm.')).toBeTruthy();
    expect(face.getByText('Coworker')).toBeTruthy();
    expect(face.getByText(/Work/)).toBeTruthy();
    expect(face.getByText(/Empathy/)).toBeTruthy();
    expect(face.getByText(`As ${recipient.name} will see it:`)).toBeTruthy();
    // The fields are out of view meanwhile; the countdown and Submit stay.
    expect(screen.queryByRole('textbox', { name: 'What did you notice?' })).toBeNull();
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Receipt' })).toBeTruthy();

    await user.click(preview);
    expect(screen.getByRole('textbox', { name: 'What did you notice?' })).toBe(text);
    expect((text as HTMLTextAreaElement).value).toBe('You kept the meeting calm.');
    await user.click(screen.getByRole('checkbox', { name: /Send anonymously/ }));
    await user.click(preview);
    expect(within(card).getByText('From Anonymous')).toBeTruthy();
  });

  // jsdom applies no stylesheet: this sees the layout mark the screen focused; the browser test at 360 px sees
  // the bar gone (test/e2e/give-receipt-phone.test.ts), page-chrome the desktop keep its navigation.
  it('marks the screen focused while the receipt is written, and not once it is sent', async () => {
    server.use(
      answer('getMe', () => meOf()),
      answer('listReceipts', () => emptyPage),
      answer('listContacts', () => emptyPage),
    );
    const page = (
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="/receipt" element={<GiveReceiptPage initialRecipient={recipient} />} />
        </Route>
      </Routes>
    );
    const view = await renderInSite(page, { path: '/receipt' });
    const start = await screen.findByRole('button', { name: startName });
    const focused = () => view.container.querySelector('.app-member.app-focused');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(focused()).toBeNull();

    await view.user.click(start);
    const text = screen.getByRole('textbox', { name: 'What did you notice?' });
    expect(focused()).not.toBeNull();
    await view.user.type(text, 'Thank you for the notes.');
    expect(focused()).not.toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await screen.findByRole('heading', { name: 'Receipt Sent Successfully!' });
    await waitFor(() => expect(focused()).toBeNull());
  });
});
