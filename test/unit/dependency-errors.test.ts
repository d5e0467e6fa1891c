import { isDependencyFailure } from '../../functions/http/dependency-errors';

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name, ...extra });

describe('a dependency failure (503) is told apart from a request the dependency refused', () => {
  it.each([
    ['a request that timed out', named('TimeoutError')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    ['throttling after the retries', named('ThrottlingException')],
    ['DynamoDB over its capacity', named('ProvisionedThroughputExceededException')],
    ['a 5xx from S3', named('InternalError', { $metadata: { httpStatusCode: 500 } })],
    ['a 503 of any name', named('SomethingNew', { $metadata: { httpStatusCode: 503 } })],
    [
      'a transaction throttled',
      named('TransactionCanceledException', {
        CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }],
      }),
    ],
    ['a failure wrapped as a cause', new Error('outer', { cause: named('TimeoutError') })],
  ])('%s is one', (_, error) => {
    expect(isDependencyFailure(error)).toBe(true);
  });

  it.each([
    ['a failed condition', named('ConditionalCheckFailedException', { $metadata: { httpStatusCode: 400 } })],
    [
      'a transaction refused by a condition',
      named('TransactionCanceledException', { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] }),
    ],
    ['a missing object', named('NoSuchKey', { $metadata: { httpStatusCode: 404 } })],
    ['a bug of ours', new TypeError('x is undefined')],
    ['something not an error', 'timeout'],
  ])('%s is not', (_, error) => {
    expect(isDependencyFailure(error)).toBe(false);
  });
});
