import { edgeRateLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { createMember } from '../support/profiles';
import { giveReceipt } from '../support/receipts';
import { apiAddress, describeWith, edgeHeaders } from '../support/stack';

/** As a script would send them: no waiting for answers, an empty body each time. */
const flood = (token: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const res = await fetch(apiAddress('/receipts'), {
        method: 'POST',
        headers: { ...edgeHeaders(), authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
    }),
  );

describeWith('perMemberRateRule')("one account's flood of a route", () => {
  it("is stopped in front of the route's shared throttle, so another member's receipt still arrives", async () => {
    const [flooder, giver, recipient] = await Promise.all([createMember(), createMember(), createMember()]);
    const answers = await flood(flooder.idToken, edgeRateLimits.perMember.limit + 200);

    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(200);
    expect(refused[0]?.body).toBe(JSON.stringify({ message: messages.requestThrottled }));
    // When to try again, as the web ACL's custom response says it: the rule's window.
    expect(refused[0]?.retryAfter).toBe(String(edgeRateLimits.perMember.windowSeconds));
    // What passed the rule reached the handler and was refused there for what it was: an empty body.
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(
      edgeRateLimits.perMember.limit,
    );

    expect((await giveReceipt(giver, recipient)).status).toBe(201);
  });
});
