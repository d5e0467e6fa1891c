import { initialOf, initialsOf } from '@contract/initials';
import { rankUsernameMatches } from '../../functions/domain/user-search';

const user = (username: string, userId = username) => ({ username, userId });

describe('rankUsernameMatches', () => {
  it('puts the exact match first, then shorter names, then alphabetical, top 5', () => {
    const ranked = rankUsernameMatches(
      ['sam_long', 'samz', 'sam', 'samantha', 'sama', 'samb', 'sam_x'].map((u) => user(u)),
      'sam',
      'nobody',
    );
    expect(ranked.map((u) => u.username)).toEqual(['sam', 'sama', 'samb', 'samz', 'sam_x']);
  });
  it('excludes the caller and anything that is not a prefix match', () => {
    const ranked = rankUsernameMatches([user('sam', 'me'), user('asam'), user('sammy')], 'sam', 'me');
    expect(ranked.map((u) => u.username)).toEqual(['sammy']);
  });
});

describe('initialOf', () => {
  it('uses the name, then the username', () => {
    expect(initialOf(' ada lovelace', 'x')).toBe('A');
    expect(initialOf('', 'zed')).toBe('Z');
    expect(initialOf('', '')).toBe('?');
  });
  it('gives avatars at most two initials, "JA" without a name', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AK');
    expect(initialsOf('  ')).toBe('JA');
  });
});
