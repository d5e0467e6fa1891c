import { addressRedacted, createLogger, errorFields, withoutAddresses } from '../../functions/http/logger';

describe('logs keep no e-mail addresses', () => {
  it('redacts the addresses an SES error message carries, wherever they sit in the line', () => {
    const lines: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const ses = new Error(
      'Email address is not verified. The following identities failed the check in region EU-WEST-1: ada.l+x@example.co.uk, Receipts <no-reply@mail.receipts.app>',
    );
    createLogger({ module: 'notify' }).error('receipt e-mail failed', {
      receiptId: 'r1',
      ...errorFields(ses),
    });
    spy.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('@');
    expect(JSON.parse(lines[0]!).errorMessage).toBe(
      `Email address is not verified. The following identities failed the check in region EU-WEST-1: ${addressRedacted}, Receipts <${addressRedacted}>`,
    );
    expect(JSON.parse(lines[0]!).receiptId).toBe('r1');
  });

  it('leaves lines without an address as they are', () => {
    const line = JSON.stringify({
      message: 'request done',
      routeKey: 'GET /users/by-username/{username}',
      at: '@ 5',
    });
    expect(withoutAddresses(line)).toBe(line);
  });
});
