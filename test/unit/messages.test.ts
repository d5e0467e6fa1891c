import { format } from '@contract/format';
import * as messages from '@contract/messages';

describe('messages', () => {
  it('fills placeholders and leaves unknown ones alone', () => {
    expect(format(messages.errorLoadingReceipts, { message: 'timeout' })).toBe(
      messages.errorLoadingReceipts.replace('{message}', 'timeout'),
    );
    expect(format('Error: {message} ({code})', { message: 'timeout', code: '504' })).toBe(
      'Error: timeout (504)',
    );
    expect(format('Hello {who}', {})).toBe('Hello {who}');
  });
});
