import { randomUUID } from 'node:crypto';
import { callApi } from '../support/api';
import { createMember } from '../support/profiles';

/** The headers every JSON answer of the API carries, whatever its status. */
const expectJsonHeaders = (headers: Headers | undefined) =>
  expect({
    type: headers?.get('content-type'),
    cache: headers?.get('cache-control'),
    sniff: headers?.get('x-content-type-options'),
  }).toEqual({ type: 'application/json', cache: 'no-store', sniff: 'nosniff' });

describe("the API's answers", () => {
  it('are never cached nor sniffed: a success, a refusal and an invalid request alike', async () => {
    const member = await createMember('Head', 'Ers');
    const me = await callApi('GET', '/me', { token: member.idToken });
    expect(me.status).toBe(200);
    expectJsonHeaders(me.headers);
    const missing = await callApi('GET', `/receipts/${randomUUID()}/voice`, { token: member.idToken });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expectJsonHeaders(missing.headers);
    const invalid = await callApi('PUT', '/me/profile', { token: member.idToken, body: { username: 7 } });
    expect(invalid.status).toBe(400);
    expectJsonHeaders(invalid.headers);
  });
});
