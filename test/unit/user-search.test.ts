import { cardInitialOf, initialOf, initialsOf } from '@contract/initials';
import { foldName, rankUserMatches } from '../../functions/domain/user-search';

const user = (username: string, userId = username) => ({ username, userId });

describe('rankUserMatches', () => {
  it('puts the exact match first, then shorter names, then alphabetical, top 5', () => {
    const ranked = rankUserMatches(
      ['sam_long', 'samz', 'sam', 'samantha', 'sama', 'samb', 'sam_x'].map((u) => user(u)),
      'sam',
      'nobody',
    );
    expect(ranked.map((u) => u.username)).toEqual(['sam', 'sama', 'samb', 'samz', 'sam_x']);
  });
  it('excludes the caller and anything that is not a prefix match', () => {
    const ranked = rankUserMatches([user('sam', 'me'), user('asam'), user('sammy')], 'sam', 'me');
    expect(ranked.map((u) => u.username)).toEqual(['sammy']);
  });
  it('ranks exact username, then username prefixes, then name prefixes, then other name words', () => {
    const people = [
      { userId: '1', username: 'zed', firstName: 'Samuel', lastName: 'Okafor', fullName: 'Samuel Okafor' },
      { userId: '2', username: 'kim', firstName: 'Kim', lastName: 'Samson', fullName: 'Kim Samson' },
      { userId: '3', username: 'ann', firstName: 'Ann', lastName: 'Lee', fullName: 'Ann Sam Lee' },
      { userId: '4', username: 'samwise', firstName: 'S', lastName: 'G', fullName: 'S G' },
      { userId: '5', username: 'sam', firstName: 'X', lastName: 'Y', fullName: 'X Y' },
      { userId: '6', username: 'bob', firstName: 'Bob', lastName: 'Roe', fullName: 'Bob Roe' },
    ];
    expect(rankUserMatches([...people, people[4]!], 'sam', 'nobody').map((u) => u.userId)).toEqual([
      '5',
      '4',
      '2',
      '1',
      '3',
    ]);
  });
  it('folds names to search letters', () => {
    expect(foldName('Élodie-Anne')).toBe('elodieanne');
  });
});

describe('initialOf', () => {
  it('uses the name, then the username', () => {
    expect(initialOf(' ada lovelace', 'x')).toBe('AL');
    expect(initialOf('Ada', 'x')).toBe('A');
    expect(initialOf('', 'zed')).toBe('Z');
    expect(initialOf('', '')).toBe('?');
  });
  it('gives avatars at most two initials, "JA" without a name', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AK');
    expect(initialsOf('  ')).toBe('JA');
  });

  it('takes whole characters, never half of one (an emoji is two UTF-16 units)', () => {
    expect(initialsOf('🌟 Ada')).toBe('🌟A');
    expect(initialsOf('Ada 🌟 Lovelace')).toBe('A🌟');
    expect(initialOf('', '😀zed')).toBe('😀');
    expect(cardInitialOf('𝒜da', false)).toBe('𝒜');
    expect(cardInitialOf('Ada', true)).toBe('?');
  });
});
