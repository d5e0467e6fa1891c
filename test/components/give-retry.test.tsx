import { errorCodes } from '@contract/error-codes';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { ResponseOf } from '@contract/routes';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import GiveReceiptPage from '@/features/give-receipt/give-receipt-page';
import { answer, apiError, type ParsedBodyOf, server } from './support/api';
import { publicProfileOf, receiptFrom, recipient } from './support/fixtures';
import { plugInMicrophone } from './support/microphone';
import { renderInSite } from './support/render';
import { signInAs } from './support/session';

type Sent = ParsedBodyOf<'createReceipt'>;
const uploadUrl = 'https://voice.component.test/upload';
/** What the API compares to tell a retry from another receipt under one request id (send-outcomes). */
const sameContent = (a: Sent, b: Sent) =>
  a.receiptText === b.receiptText && a.voiceRecording === b.voiceRecording;

/**
 * The answer to a submit is lost after the server saved the receipt (a dropped connection): pressing Submit
 * again sends the same request id and gets that receipt, never a second one. If the form was changed in
 * between, the page says an earlier try was sent, and a further submit sends the new version. MSW stands in
 * for the API's idempotency, whose own tests are test/integration/send-outcomes and receipts.
 */
describe('giving a receipt when the answer is lost', () => {
  let tries: Sent[];
  let stored: Map<string, { body: Sent; receipt: ResponseOf<'createReceipt'> }>;
  let uploads: number;

  beforeEach(() => {
    tries = [];
    stored = new Map();
    uploads = 0;
    signInAs();
    plugInMicrophone();
    let loseNext = true;
    server.use(
      answer('getPublicProfile', () => publicProfileOf()),
      answer('createReceipt', ({ body }) => {
        tries.push(body);
        const earlier = stored.get(body.clientRequestId);
        if (earlier && !sameContent(earlier.body, body))
          return apiError(409, errorCodes.receiptRequestReused, messages.receiptRequestReused);
        if (!earlier) stored.set(body.clientRequestId, { body, receipt: receiptFrom(body) });
        if (loseNext) {
          loseNext = false;
          return HttpResponse.error();
        }
        return stored.get(body.clientRequestId)?.receipt ?? HttpResponse.error();
      }),
      answer('createVoiceUpload', () => {
        uploads += 1;
        const key = `voice/note-${uploads}.webm`;
        return { url: uploadUrl, fields: { key }, key };
      }),
      http.post(uploadUrl, () => new HttpResponse(null, { status: 204 })),
    );
  });

  /** The page with the recipient chosen, Start pressed and `text` written. */
  async function writing(text: string) {
    const view = await renderInSite(<GiveReceiptPage initialRecipient={recipient} />, { path: '/receipt' });
    await view.user.click(
      await screen.findByRole('button', { name: `Start ${limits.receiptTimerSeconds}-Second Timer` }),
    );
    const box = screen.getByLabelText('What did you notice?');
    await view.user.type(box, text);
    const submit = () => view.user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    const rewrite = async (changed: string) => {
      await view.user.clear(box);
      await view.user.type(box, changed);
    };
    return { ...view, submit, rewrite };
  }
  const sentSuccessfully = () => screen.findByRole('heading', { name: 'Receipt Sent Successfully!' });
  const texts = () => [...stored.values()].map(({ body }) => body.receiptText);

  it('a retry of the same form sends the same request id, and one receipt is stored', async () => {
    const { submit } = await writing('You checked the numbers twice.');
    await submit();
    expect(await screen.findByText(messages.networkError)).toBeTruthy();
    await submit();
    await sentSuccessfully();
    expect(tries).toHaveLength(2);
    expect(tries[1]?.clientRequestId).toBe(tries[0]?.clientRequestId);
    expect(texts()).toEqual(['You checked the numbers twice.']);
  });

  it('a changed form is not answered with the earlier receipt: the page says so, then sends it', async () => {
    const { submit, rewrite } = await writing('You taught the team FORTRAN.');
    await submit();
    await screen.findByText(messages.networkError);
    await rewrite('You taught the whole team FORTRAN.');
    await submit();
    expect(await screen.findByText(messages.receiptRequestReused)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Receipt Sent Successfully!' })).toBeNull();
    expect(texts()).toEqual(['You taught the team FORTRAN.']);
    await submit();
    await sentSuccessfully();
    expect(tries.map((t) => t.clientRequestId)).toEqual([
      tries[0]?.clientRequestId,
      tries[0]?.clientRequestId,
      expect.not.stringMatching(tries[0]?.clientRequestId ?? ''),
    ]);
    expect(texts()).toEqual(['You taught the team FORTRAN.', 'You taught the whole team FORTRAN.']);
  });

  it('with a voice note, the changed form is sent as a new receipt with its own copy of the note', async () => {
    const { user, submit, rewrite } = await writing('You asked the right question.');
    await user.click(screen.getByRole('button', { name: 'Record voice note' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await screen.findByText(/Your voice note is/);
    await submit();
    await screen.findByText(messages.networkError);
    await rewrite('You asked the question nobody else would.');
    await submit();
    await screen.findByText(messages.receiptRequestReused);
    await submit();
    await sentSuccessfully();
    const [first, changed] = [...stored.values()].map(({ body }) => body);
    expect(first).toMatchObject({ receiptText: 'You asked the right question.' });
    expect(changed).toMatchObject({ receiptText: 'You asked the question nobody else would.' });
    expect(first?.voiceRecording).toBeTruthy();
    expect(changed?.voiceRecording).toBeTruthy();
    expect(changed?.voiceRecording).not.toBe(first?.voiceRecording);
    expect(uploads).toBe(2);
  });
});
