import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { errorFrom } from '../../web/src/lib/api-answer-error';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

describe('a throttled answer without our body, as the site tells it', () => {
  it("says when to try again when the edge's rule said so", () => {
    const error = errorFrom(answer(429, { 'retry-after': '60' }), { message: messages.requestThrottled });
    expect(error.message).toBe(format(messages.tooManyRequestsFor, { wait: '1 minute' }));
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('asks for a moment when nothing said when (the stage throttle)', () => {
    expect(errorFrom(answer(429), { message: messages.requestThrottled }).message).toBe(
      messages.tooManyRequests,
    );
  });
});
