import '@contract/schemas/app-wording';
import * as messages from '@contract/messages';
import { PageLimit, PageQuery } from '@contract/schemas/common';
import { SharingSettings } from '@contract/schemas/profile';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('refused values are told in the app’s words', () => {
  it.each(['abc', '0', '51', '1.5', ''])('limit %p: messages.invalidLimit', (limit) => {
    expect(firstMessage(PageLimit.safeParse(limit))).toBe(messages.invalidLimit);
  });

  it.each([
    ['an unknown key', { cursor: 'abc', box: 'all' }],
    ['a wrong type', { cursor: 42 }],
  ])('a page query with %s: messages.invalidRequest, not zod’s default text', (_, query) => {
    expect(firstMessage(PageQuery.safeParse(query))).toBe(messages.invalidRequest);
  });

  it('a missing field of a settings body: messages.invalidRequest', () => {
    expect(firstMessage(SharingSettings.safeParse({}))).toBe(messages.invalidRequest);
  });
});
