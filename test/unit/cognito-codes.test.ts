import { deliveredCode } from '../../infra/local/code-delivery';

describe('deliveredCode', () => {
  it("reads the destination and code out of cognito-local's delivery box", () => {
    const log =
      '\u001b[32mINFO\u001b[39m ┌──────┐\n│ Confirmation Code Delivery │\n│ Username:    1d5f │\n│ Destination: ada@example.com │\n│ Code:        123456 │';
    expect(deliveredCode(log)).toEqual({ destination: 'ada@example.com', code: '123456' });
  });
  it('ignores other log lines', () => {
    expect(deliveredCode('INFO Cognito Local running on http://127.0.0.1:9229')).toBeNull();
  });
});
