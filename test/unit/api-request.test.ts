import { runInNewContext } from 'node:vm';
import { apiPathPrefix } from '@contract/site-paths';
import { apiRequestCode } from '../../infra/edge/api-request';

interface EdgeRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
}
/** The viewer-request function as CloudFront runs it: the very text the Site stack inlines. */
const handler = runInNewContext(`${apiRequestCode()}\nhandler;`, {}) as (event: {
  request: EdgeRequest;
}) => EdgeRequest;

const forwarded = (uri: string) => handler({ request: { uri, querystring: {} } }).uri;

describe('the /api/* viewer-request function', () => {
  it("sends the API's paths to API Gateway without the site's prefix", () => {
    expect(forwarded(`${apiPathPrefix}/receipts`)).toBe('/receipts');
    expect(forwarded(`${apiPathPrefix}/me/follow-ups/01J/answer`)).toBe('/me/follow-ups/01J/answer');
    expect(forwarded(`${apiPathPrefix}/`)).toBe('/');
    expect(forwarded(apiPathPrefix)).toBe('/');
  });

  it('keeps the query string as it came', () => {
    const querystring = { cursor: { value: 'abc' } };
    expect(handler({ request: { uri: `${apiPathPrefix}/receipts`, querystring } }).querystring).toBe(
      querystring,
    );
  });
});
