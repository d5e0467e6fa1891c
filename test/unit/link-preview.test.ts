import {
  cardPhotoSize,
  previewCardKey,
  previewOf,
  withPreviewHead,
} from '../../functions/domain/link-preview';
import type { ProfileFacts } from '../../functions/domain/public-profile';

const profile = (overrides: Partial<ProfileFacts> = {}) =>
  ({
    userId: 'u1',
    username: 'ana',
    fullName: 'Ana Lopez',
    shortBio: 'bio-marker',
    photoURL: null,
    photoVariants: [96, 256, 1024].map((size) => ({
      url: `/profilePhotos/00000000-0000-4000-8000-000000000000-${size}.webp`,
      width: size,
      height: size,
    })),
    sharingSettings: { goals: false, receipts: false, bio: false, signedOutVisitors: true },
    counters: { received: 7, sent: 0, hidden: 2, receivedByCategory: {}, receivedByIntent: {} },
    ...overrides,
  }) as unknown as ProfileFacts;

describe('link previews (domain)', () => {
  it('says the same for a closed profile as for no profile', () => {
    const closed = profile({
      sharingSettings: { goals: true, receipts: true, bio: true, signedOutVisitors: false },
    });
    expect(previewOf(closed)).toEqual(previewOf(null));
    expect(previewOf(null).card).toBeNull();
  });

  it('shows the bio only with the bio flag, and counts only receipts not hidden', () => {
    expect(previewOf(profile()).description).not.toContain('bio-marker');
    const withBio = profile({
      sharingSettings: { goals: false, receipts: false, bio: true, signedOutVisitors: true },
    });
    expect(previewOf(withBio).description).toBe('bio-marker');
    // Receipts sharing is off: the card counts none, as the wall does.
    expect(previewOf(profile()).card).toMatchObject({ name: 'Ana Lopez', username: 'ana', received: 0 });
  });

  it("counts what the wall may show: the public categories' receipts, less those hidden", () => {
    const shared = profile({
      sharingSettings: { goals: false, receipts: true, bio: false, signedOutVisitors: true },
      publicCategories: { Work: true, Play: false, Health: true, Relationships: true },
      counters: {
        received: 9,
        sent: 0,
        hidden: 1,
        receivedByCategory: { Work: 4, Play: 3 },
        hiddenByCategory: { Work: 1 },
        receivedByIntent: {},
      },
    } as unknown as Partial<ProfileFacts>);
    expect(previewOf(shared).card?.received).toBe(3);
  });

  it(`draws the smallest photo variant at least ${cardPhotoSize} px wide`, () => {
    expect(previewOf(profile()).card?.photoKey).toBe(
      'profilePhotos/00000000-0000-4000-8000-000000000000-256.webp',
    );
    expect(previewOf(profile({ photoVariants: [] })).card?.photoKey).toBeNull();
  });

  it('keys a card by what it shows: a new key for a new name, photo or count, the same one otherwise', () => {
    const card = previewOf(profile()).card!;
    expect(previewCardKey({ ...card })).toBe(previewCardKey(card));
    const keys = [
      card,
      { ...card, name: 'Ana L' },
      { ...card, photoKey: null },
      { ...card, received: card.received + 1 },
    ].map(previewCardKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('escapes every value it writes into the head', () => {
    const html = '<head><meta name="description" content="x" /><title>Receipts</title></head>';
    const out = withPreviewHead(
      html,
      { title: '</title><script>1</script>', description: '"/><b>', card: null },
      { pageUrl: 'https://site/u/"a"', imageUrl: null },
    );
    expect(out).not.toMatch(/<script>|<b>|"a"/);
    expect(out).toContain('<title>&lt;/title&gt;&lt;script&gt;1&lt;/script&gt;</title>');
    expect(out).not.toContain('og:image');
  });
});
