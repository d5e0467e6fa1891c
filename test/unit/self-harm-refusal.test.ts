import { crisisLines } from '@contract/crisis-lines';
import * as messages from '@contract/messages';
import { errorCodes } from '@contract/schemas/common';
import { sendRefusalError } from '../../functions/http/send-refusal';

describe('a receipt refused for words about self-harm', () => {
  it('says where to get help: every crisis line, after the refusal everyone gets', () => {
    const error = sendRefusalError({ reason: 'textRefused', selfHarm: true });
    expect(error.code).toBe(errorCodes.receiptTextSelfHarm);
    expect(error.message.startsWith(messages.receiptTextRefused)).toBe(true);
    for (const line of crisisLines) expect(error.message).toContain(line);
  });

  it('leaves a slur or a threat with the refusal alone', () => {
    const error = sendRefusalError({ reason: 'textRefused', selfHarm: false });
    expect([error.code, error.message]).toEqual([errorCodes.receiptTextRefused, messages.receiptTextRefused]);
  });
});
