import * as messages from '@contract/messages';
import { LoginForm, SignUpForm } from '@contract/schemas/auth';
import { AddContactRequest } from '@contract/schemas/contacts';
import { PutProfileRequest, Username } from '@contract/schemas/profile';
import { CreateReceiptRequest, EditReceiptRequest } from '@contract/schemas/receipts';
import { UserSearchQuery } from '@contract/schemas/users';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('Username', () => {
  it('lower-cases valid usernames', () => {
    expect(Username.parse('Jane_Doe9')).toBe('jane_doe9');
  });
  it.each(['ab', 'a'.repeat(21), 'jane doe', 'jane-doe', 'ü_nicode'])(
    'rejects %p with the spec message',
    (u) => {
      expect(firstMessage(Username.safeParse(u))).toBe(messages.usernameFormat);
    },
  );
  it('asks for a username when empty or missing', () => {
    expect(firstMessage(Username.safeParse(''))).toBe(messages.usernameRequired);
    expect(firstMessage(Username.safeParse(undefined))).toBe(messages.usernameRequired);
  });
});

describe('PutProfileRequest', () => {
  it('accepts a first save from sign-up', () => {
    const parsed = PutProfileRequest.parse({ username: 'Sam_1', firstName: ' Sam ', lastName: 'Lee' });
    expect(parsed).toEqual({ username: 'sam_1', firstName: 'Sam', lastName: 'Lee' });
  });
  it('rejects a bio over 50 characters', () => {
    expect(firstMessage(PutProfileRequest.safeParse({ shortBio: 'x'.repeat(51) }))).toBe(
      messages.shortBioTooLong,
    );
  });
  it('rejects unknown keys, including prototype-pollution keys', () => {
    expect(PutProfileRequest.safeParse({ email: 'a@b.c' }).success).toBe(false);
    expect(PutProfileRequest.safeParse(JSON.parse('{"__proto__": {"admin": true}}')).success).toBe(false);
  });
  it('requires first and last names to be non-empty when given', () => {
    expect(firstMessage(PutProfileRequest.safeParse({ firstName: '  ' }))).toBe(messages.firstNameRequired);
    expect(firstMessage(PutProfileRequest.safeParse({ lastName: '' }))).toBe(messages.lastNameRequired);
  });
});

describe('CreateReceiptRequest', () => {
  it('fills missing tag values with empty strings and trims text', () => {
    const parsed = CreateReceiptRequest.parse({
      clientRequestId: 'abcdefgh-1234',
      recipientId: 'user-1',
      receiptText: '  thank you  ',
    });
    expect(parsed).toMatchObject({
      dayContext: '',
      intent: '',
      category: '',
      relationshipType: '',
      emotionalRegulation: [],
      conflictResolution: [],
      receiptText: 'thank you',
      voiceRecording: null,
    });
  });
  it('requires a recipient', () => {
    expect(firstMessage(CreateReceiptRequest.safeParse({ clientRequestId: 'abcdefgh-1234' }))).toBe(
      messages.selectRecipient,
    );
    expect(
      firstMessage(CreateReceiptRequest.safeParse({ clientRequestId: 'abcdefgh-1234', recipientId: '' })),
    ).toBe(messages.selectRecipient);
  });
  it('requires text, a tag or a voice note', () => {
    const base = { clientRequestId: 'abcdefgh-1234', recipientId: 'u' };
    for (const empty of [
      {},
      { receiptText: '   ' },
      { intent: '', emotionalRegulation: [] },
      { voiceRecording: null },
    ])
      expect(firstMessage(CreateReceiptRequest.safeParse({ ...base, ...empty }))).toBe(messages.receiptEmpty);
    for (const something of [
      { receiptText: 'x' },
      { category: 'Work' },
      { conflictResolution: ['Prevented Rupture'] },
      { voiceRecording: 'voice_recordings/a.webm' },
    ])
      expect(CreateReceiptRequest.safeParse({ ...base, ...something }).success).toBe(true);
  });
  it('rejects values outside the enumerations', () => {
    expect(
      CreateReceiptRequest.safeParse({
        clientRequestId: 'abcdefgh-1234',
        recipientId: 'u',
        intent: 'Gloating',
      }).success,
    ).toBe(false);
  });
});

describe('EditReceiptRequest', () => {
  it('refuses empty and over-long text with the spec messages', () => {
    expect(firstMessage(EditReceiptRequest.safeParse({ receiptText: '   ' }))).toBe(
      messages.receiptTextEmpty,
    );
    expect(firstMessage(EditReceiptRequest.safeParse({ receiptText: 'x'.repeat(501) }))).toBe(
      messages.receiptTextTooLong,
    );
    expect(EditReceiptRequest.parse({ receiptText: 'x'.repeat(500) }).receiptText).toHaveLength(500);
  });
});

describe('AddContactRequest and UserSearchQuery', () => {
  it('strips a leading @ and lower-cases', () => {
    expect(AddContactRequest.parse({ username: '@Jane', name: 'Jane' }).username).toBe('jane');
    expect(UserSearchQuery.parse({ q: '@Ja' }).q).toBe('ja');
  });
  it('requires a search term', () => {
    expect(firstMessage(UserSearchQuery.safeParse({ q: '@' }))).toBe(messages.searchTermRequired);
  });
});

describe('SignUpForm', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada_l',
    email: 'ada@example.com',
    password: 'analytical-mind',
    confirmPassword: 'analytical-mind',
    acceptTerms: true,
  };
  const messageFor = (change: Record<string, unknown>) =>
    firstMessage(SignUpForm.safeParse({ ...valid, ...change }));

  it('accepts a complete form', () => {
    expect(SignUpForm.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ firstName: '' }, messages.firstNameRequired],
    [{ lastName: ' ' }, messages.lastNameRequired],
    [{ username: '' }, messages.usernameRequired],
    [{ username: 'no spaces' }, messages.usernameFormat],
    [{ email: '' }, messages.emailRequired],
    [{ email: 'ada@example' }, messages.emailInvalid],
    [{ password: '', confirmPassword: '' }, messages.passwordRequired],
    [{ password: 'short', confirmPassword: 'short' }, messages.passwordTooShort],
    [{ confirmPassword: 'different' }, messages.passwordsDoNotMatch],
    [{ acceptTerms: false }, messages.termsRequired],
  ])('rejects %p with the spec message', (change, message) => {
    expect(messageFor(change)).toBe(message);
  });
});

describe('LoginForm', () => {
  it('requires e-mail and password', () => {
    expect(firstMessage(LoginForm.safeParse({ email: '', password: 'x' }))).toBe(messages.emailRequired);
    expect(firstMessage(LoginForm.safeParse({ email: 'a@b.c', password: '' }))).toBe(
      messages.passwordRequired,
    );
  });
});
