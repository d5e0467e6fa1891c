import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { answer, type ParsedBodyOf, server } from './support/api';
import { passTime, startTestClock } from './support/clock';
import { publicProfileOf, receiptFrom, recipient } from './support/fixtures';
import { plugInMicrophone } from './support/microphone';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

const timerMs = limits.receiptTimerSeconds * 1000;
const warningMs = limits.receiptTimerWarningSeconds * 1000;
const uploadUrl = 'https://voice.component.test/upload';

/** The give flow's minute (SPEC §2 "Give-receipt flow", §10): on Jest's clock, answered by MSW. */
describe("the give flow's timer", () => {
  let sent: ParsedBodyOf<'createReceipt'>[];
  let uploads: number;

  beforeEach(() => {
    sent = [];
    uploads = 0;
    signInAs();
    plugInMicrophone();
    server.use(
      answer('getPublicProfile', () => publicProfileOf()),
      answer('createReceipt', ({ body }) => {
        sent.push(body);
        return receiptFrom(body);
      }),
      answer('createVoiceUpload', () => {
        uploads += 1;
        return { url: uploadUrl, fields: { key: 'voice/note.webm' }, key: 'voice/note.webm' };
      }),
      http.post(uploadUrl, () => new HttpResponse(null, { status: 204 })),
    );
  });
  afterEach(() => jest.useRealTimers());

  /** The page with the recipient chosen, then Start pressed on Jest's clock. */
  async function started() {
    const view = await renderInSite(<GiveReceiptPage initialRecipient={recipient} />, { path: '/receipt' });
    const start = await screen.findByRole('button', {
      name: `Start ${limits.receiptTimerSeconds}-Second Timer`,
    });
    startTestClock();
    await view.user.click(start);
    return { ...view, text: screen.getByLabelText('What did you notice?'), timer: screen.getByRole('timer') };
  }
  const success = () => screen.queryByRole('heading', { name: 'Receipt Sent Successfully!' });

  it('submits exactly once by itself when the time runs out, warning for the last 10 seconds', async () => {
    const { user, text, timer } = await started();
    await user.click(screen.getByRole('radio', { name: 'Balanced' }));
    await user.type(text, 'Time ran out, still counted.');

    passTime(timerMs - warningMs - 1);
    expect(timer.classList.contains('timer-warning')).toBe(false);
    passTime(1);
    expect(timer.classList.contains('timer-warning')).toBe(true);
    expect(timer.getAttribute('aria-label')).toBe(`${limits.receiptTimerWarningSeconds} seconds left`);
    expect(
      screen.getByText(`${limits.receiptTimerWarningSeconds} seconds left`).getAttribute('aria-live'),
    ).toBe('polite');

    passTime(warningMs - 1);
    expect(sent).toHaveLength(0);
    passTime(1);
    await waitFor(() => expect(success()).not.toBeNull());
    passTime(5_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ intent: 'Balanced', receiptText: 'Time ran out, still counted.' });
  });

  it('sends nothing when the time runs out on an empty form, and says so', async () => {
    await started();
    passTime(timerMs + 2_000);
    await screen.findByText(messages.receiptTimeRanOut);
    expect(
      screen.getByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` }),
    ).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('stops the clock on a manual submit: nothing is sent or uploaded again at 0', async () => {
    const { user, text } = await started();
    await user.type(text, 'Sent by hand.');
    await user.click(screen.getByRole('button', { name: 'Record voice note' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    // The recorder stops by itself at its limit, well inside the minute.
    passTime(limits.voiceRecordingMaxSeconds * 1000 + 500);
    await screen.findByText(/Your voice note is/);
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await waitFor(() => expect(success()).not.toBeNull());

    passTime(timerMs);
    expect(success()).not.toBeNull();
    expect(sent).toHaveLength(1);
    expect(uploads).toBe(1);
    expect(sent[0]).toMatchObject({ receiptText: 'Sent by hand.', voiceRecording: 'voice/note.webm' });
  });
});
