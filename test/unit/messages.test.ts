import { format, messages } from '@contract/messages';

describe('messages', () => {
  it('fills placeholders and leaves unknown ones alone', () => {
    expect(format(messages.errorLoadingReceipts, { message: 'timeout' })).toBe(
      'Error loading Receipts: timeout',
    );
    expect(format('Hello {who}', {})).toBe('Hello {who}');
  });
});
