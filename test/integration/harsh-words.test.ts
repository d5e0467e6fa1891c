import { crisisLines } from '@contract/crisis-lines';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { type ApiResponse, errorMessage } from '../support/api';
import { membersBeforeAll } from '../support/profiles';
import { allReceipts, giveReceipt } from '../support/receipts';

const answer = (res: ApiResponse) => ({
  status: res.status,
  code: (res.body as { error?: { code?: string } }).error?.code,
  message: errorMessage(res),
});

/** The check runs on the server, whatever the page did: the API refuses what the form would have stopped. */
describe('harsh words in a receipt', () => {
  const members = membersBeforeAll('giver', 'rita');

  it('named: asked first, sent once the giver says "send anyway"', async () => {
    const { giver, rita } = members;
    const before = (await allReceipts(rita, 'received')).length;
    const text = 'That was sh1t work, and you know it';
    expect(answer(await giveReceipt(giver, rita, { receiptText: text }))).toEqual({
      status: 400,
      code: errorCodes.receiptTextHarsh,
      message: messages.receiptTextHarsh,
    });
    expect((await allReceipts(rita, 'received')).length).toBe(before);
    const sent = await giveReceipt(giver, rita, { receiptText: text, sendAnyway: true });
    expect(sent.status).toBe(201);
    expect((await allReceipts(rita, 'received')).map((r) => r.receiptText)).toContain(text);
  });

  it('anonymous: never sent past the prompt, whatever the request says', async () => {
    const { giver, rita } = members;
    const before = (await allReceipts(rita, 'received')).length;
    for (const sendAnyway of [false, true])
      expect(
        answer(await giveReceipt(giver, rita, { receiptText: 'What the fück', anonymous: true, sendAnyway })),
      ).toEqual({
        status: 400,
        code: errorCodes.receiptTextHarsh,
        message: messages.receiptTextHarshAnonymous,
      });
    expect((await allReceipts(rita, 'received')).length).toBe(before);
  });

  it('slurs and threats: refused, named or not, "send anyway" or not', async () => {
    const { giver, rita } = members;
    const before = (await allReceipts(rita, 'received')).length;
    for (const receiptText of ['f a g g o t', 'I’ll kill you', 'Ich bring dich um'])
      for (const anonymous of [false, true])
        expect(answer(await giveReceipt(giver, rita, { receiptText, anonymous, sendAnyway: true }))).toEqual({
          status: 400,
          code: errorCodes.receiptTextRefused,
          message: messages.receiptTextRefused,
        });
    expect((await allReceipts(rita, 'received')).length).toBe(before);
  });

  it('words encouraging self-harm: refused for named receipts too, and the answer says where to get help', async () => {
    const { giver, rita } = members;
    const before = (await allReceipts(rita, 'received')).length;
    const help = format(messages.receiptTextRefusedSelfHarm, { lines: crisisLines.join('; ') });
    for (const receiptText of [
      'Go k1ll y0urself',
      'k\u200bill yourself',
      'i hope u die',
      'kill-yourself-123',
    ])
      for (const anonymous of [false, true])
        expect(answer(await giveReceipt(giver, rita, { receiptText, anonymous, sendAnyway: true }))).toEqual({
          status: 400,
          code: errorCodes.receiptTextSelfHarm,
          message: help,
        });
    expect(help).toContain('988');
    expect((await allReceipts(rita, 'received')).length).toBe(before);
  });

  it('stores the words without invisible characters, so what was checked is what arrives', async () => {
    const { giver, rita } = members;
    const sent = await giveReceipt(giver, rita, { receiptText: 'Th\u200bank\u00ad you 👩\u200d💻' });
    expect(sent.status).toBe(201);
    expect(sent.body.receiptText).toBe('Thank you 👩\u200d💻');
  });
});
