import { format } from '@contract/format';
import * as messages from '@contract/messages';

describe('messages', () => {
  it('fills placeholders, numbers included', () => {
    expect(format(messages.errorLoadingReceipts, { message: 'timeout' })).toBe(
      messages.errorLoadingReceipts.replace('{message}', 'timeout'),
    );
    expect(format('Error: {message} ({code})', { message: 'timeout', code: 504 })).toBe(
      'Error: timeout (504)',
    );
  });

  it("checks a message's placeholders when it compiles", () => {
    // @ts-expect-error: a placeholder left out
    expect(format(messages.receiptsPerDayReached, { max: 10 })).toContain('{wait}');
    // @ts-expect-error: a placeholder the message does not have
    format(messages.goalAskAbout, { goal: 'Listening', name: 'Ada' });
    // @ts-expect-error: a misspelt placeholder
    format(messages.goalAskAbout, { gaol: 'Listening' });
  });

  it('leaves a placeholder it was not given as it is (text of unknown shape)', () => {
    const template: string = 'Hello {who}';
    expect(format(template, {})).toBe('Hello {who}');
  });
});
