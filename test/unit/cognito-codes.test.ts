import { codeDeliveryLine, isCodeDelivery } from '../../infra/local/code-delivery';

describe('code delivery messages from the cognito-local process', () => {
  it('accepts a destination and a numeric code', () => {
    const delivery = { destination: 'ada@example.com', code: '123456' };
    expect(isCodeDelivery(delivery)).toBe(true);
    expect(codeDeliveryLine(delivery)).toBe('Verification code for ada@example.com: 123456');
  });
  it('refuses anything else', () => {
    for (const message of [null, 'Code: 1', {}, { destination: 'a@b.c' }, { destination: 1, code: '1' }])
      expect(isCodeDelivery(message)).toBe(false);
    expect(isCodeDelivery({ destination: 'a@b.c', code: '12ab' })).toBe(false);
  });
});
