import { limits } from '@contract/limits';
import { SignUpForm } from '@contract/schemas/auth';
import { AddContactRequest } from '@contract/schemas/contacts';
import { PutProfileRequest } from '@contract/schemas/profile';
import { ListReceiptsQuery } from '@contract/schemas/receipts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

/** One over a limit gets a message that names the field and the limit, never the validator's own words. */
describe('text one over its limit', () => {
  it.each([
    [
      'full name',
      PutProfileRequest,
      { fullName: 'x'.repeat(limits.fullNameMax + 1) },
      'Full name must be at most 100 characters',
    ],
    [
      'phone',
      PutProfileRequest,
      { phone: '1'.repeat(limits.phoneMax + 1) },
      'Phone number must be at most 30 characters',
    ],
    [
      'contact name',
      AddContactRequest,
      { username: 'ada_l', name: 'x'.repeat(limits.fullNameMax + 1) },
      'Full name must be at most 100 characters',
    ],
    [
      'hub search',
      ListReceiptsQuery,
      { q: 'x'.repeat(limits.searchTermMax + 1) },
      'Search must be at most 100 characters',
    ],
  ] as const)('%s', (_, schema, value, message) => {
    expect(firstMessage(schema.safeParse(value))).toBe(message);
  });

  it('first and last name at sign-up', () => {
    const form = {
      firstName: 'x'.repeat(limits.nameMax + 1),
      lastName: 'y'.repeat(limits.nameMax + 1),
      username: 'ada_l',
      email: 'ada@example.com',
      password: 'Passw0rd!-long',
    };
    const messages = SignUpForm.safeParse(form).error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name must be at most 50 characters',
        'Last name must be at most 50 characters',
      ]),
    );
  });

  it('accepts text exactly at the limit', () => {
    expect(PutProfileRequest.safeParse({ fullName: 'x'.repeat(limits.fullNameMax) }).success).toBe(true);
    expect(ListReceiptsQuery.safeParse({ q: 'x'.repeat(limits.searchTermMax) }).success).toBe(true);
  });
});
