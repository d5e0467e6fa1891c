import { requestDeadlineMs, withinDeadline } from '../../functions/http/deadline';
import { HttpError } from '../../functions/http/errors';

/** The API's own deadline, on Jest's clock: no wall-clock timing, however busy the machine. */
describe('a request past its deadline', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const never = () => new Promise<never>(() => {});

  it('answers 503 with Retry-After exactly when the deadline passes, not before', async () => {
    let outcome: unknown = 'pending';
    withinDeadline(never()).catch((error: unknown) => {
      outcome = error;
    });
    await jest.advanceTimersByTimeAsync(requestDeadlineMs - 1);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(HttpError);
    expect(outcome).toMatchObject({ status: 503 });
    expect((outcome as HttpError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("keeps a route's own, longer deadline", async () => {
    let outcome: unknown = 'pending';
    withinDeadline(never(), requestDeadlineMs * 2).catch((error: unknown) => {
      outcome = error;
    });
    await jest.advanceTimersByTimeAsync(requestDeadlineMs);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(requestDeadlineMs);
    expect(outcome).toBeInstanceOf(HttpError);
  });

  it('gives the work its answer when it comes first, and leaves no timer behind', async () => {
    await expect(withinDeadline(Promise.resolve('done'))).resolves.toBe('done');
    expect(jest.getTimerCount()).toBe(0);
  });
});
