import { routes } from '@contract/routes';
import { functionTimeoutSeconds, requestDeadlineMs } from '../../functions/http/deadline';

describe('every route answers before its function times out', () => {
  it.each(Object.entries(routes))('%s has a deadline inside the function timeout', (_, route) => {
    const deadline = ('deadlineMs' in route ? route.deadlineMs : undefined) ?? requestDeadlineMs;
    // At least a second left for the 503 to be written and the gateway to pass it on.
    expect(deadline).toBeLessThanOrEqual(functionTimeoutSeconds * 1000 - 1000);
    expect(deadline).toBeGreaterThanOrEqual(requestDeadlineMs);
  });
});
