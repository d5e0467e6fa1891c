import * as messages from '@contract/messages';
import { countsByCategory, type DigestContent, digestEmail } from '../../functions/domain/digest-email';
import { isoWeek } from '../../functions/domain/iso-week';

const links = {
  hub: 'https://receipts.example/receipts-hub',
  giveTo: (username: string) => `https://receipts.example/receipt?to=${username}`,
  unsubscribe: 'https://receipts.example/unsubscribe?token=t&list=digest',
  oneClickUnsubscribe: 'https://api.example/notifications/one-click-unsubscribe?token=t&list=digest',
};
type DigestReceipt = DigestContent['received'][number];
const receipt = (over: Partial<DigestReceipt>): DigestReceipt => ({
  id: '01J0000000000000000000000A',
  anonymous: false,
  senderName: 'Ada Lovelace',
  category: 'Work',
  intent: '',
  ...over,
});

describe('isoWeek', () => {
  it.each([
    ['2026-11-30T08:00:00Z', '2026-W49'],
    ['2026-01-01T00:00:00Z', '2026-W01'],
    ['2027-01-01T12:00:00Z', '2026-W53'],
    ['2021-01-03T23:59:59Z', '2020-W53'],
    ['2024-12-30T08:00:00Z', '2025-W01'],
  ])('puts %s in ISO week %s', (at, week) => {
    expect(isoWeek(new Date(at))).toBe(week);
  });
});

describe('the digest e-mail', () => {
  it('counts the week per category in the categories’ order, Other last, only those it had', () => {
    const received = [
      receipt({ category: 'Play' }),
      receipt({ category: '' }),
      receipt({ category: 'Work' }),
      receipt({ category: 'Play' }),
    ];
    expect(countsByCategory(received)).toEqual([
      ['Work', 1],
      ['Play', 2],
      ['Other', 1],
    ]);
  });

  it('highlights an anonymous receipt as from "Someone", never its sender, and sends the digest unsubscribe headers', () => {
    const mail = digestEmail(
      {
        isoWeek: '2026-W49',
        firstName: 'Rhea',
        received: [receipt({ anonymous: true, senderName: '' })],
        nudge: [],
        reflectionsWritten: 0,
      },
      'rhea@example.com',
      links,
    );
    expect(mail.subject).toBe(messages.digestEmailSubject);
    expect(mail.text).toContain('Highlight: Someone gave you a receipt about Work.');
    expect(`${mail.text}${mail.html}${JSON.stringify(mail.headers)}`).not.toContain('Ada');
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('says a quiet week plainly and links each inner-circle member to the give flow', () => {
    const mail = digestEmail(
      {
        isoWeek: '2026-W49',
        firstName: 'Rhea',
        received: [],
        nudge: [{ name: 'Fern <Friend>', username: 'fern' }],
        reflectionsWritten: 0,
      },
      'rhea@example.com',
      links,
    );
    expect(mail.text).toContain('No new receipts this week.');
    expect(mail.text).not.toContain('Highlight');
    expect(mail.text).toContain('- Fern <Friend>: https://receipts.example/receipt?to=fern');
    expect(mail.html).toContain(
      '<li><span>Fern &lt;Friend&gt;</span>: <a href="https://receipts.example/receipt?to=fern">Give a receipt</a></li>',
    );
  });

  it("counts the week's reflections for 1 and many, and says nothing of none", () => {
    const withReflections = (reflectionsWritten: number) =>
      digestEmail(
        { isoWeek: '2026-W49', firstName: 'Rhea', received: [], nudge: [], reflectionsWritten },
        'rhea@example.com',
        links,
      );
    expect(withReflections(0).text).not.toContain('reflection');
    expect(withReflections(1).text).toContain("You wrote a reflection on what you'll try next.");
    const many = withReflections(3);
    expect(many.text).toContain("You wrote 3 reflections on what you'll try next.");
    expect(many.html).toContain('You wrote 3 reflections on what you&#39;ll try next.');
  });
});
