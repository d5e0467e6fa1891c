import type { Category } from '../../contract/enums';
import type { Receipt } from '../../contract/schemas/receipts';
import { firstNameOf, visitorWall } from '../../web/src/lib/visitor-wall';

const receipt = (id: string, createdAt: string, category: Category = 'Work') =>
  ({ id, createdAt, category }) as unknown as Receipt;

describe("a signed-out visitor's wall", () => {
  const receipts = [
    receipt('a', '2026-11-01T12:00:00.000Z'),
    receipt('b', '2026-11-20T08:30:00.000Z', 'Play'),
    receipt('c', '2026-10-31T23:59:59.999Z'),
    receipt('d', '2026-11-20T08:30:00.000Z'),
  ];

  it('shows every public receipt newest first, keeping the order of receipts from the same moment', () => {
    expect(visitorWall(receipts, 'All').map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('shows one category when one is chosen', () => {
    expect(visitorWall(receipts, 'Work').map((r) => r.id)).toEqual(['d', 'a', 'c']);
  });

  it("leaves the profile's own list as it was", () => {
    visitorWall(receipts, 'All');
    expect(receipts.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('names the member by the first word of their name, or their handle', () => {
    expect(firstNameOf('  Ada  Lovelace ', 'ada')).toBe('Ada');
    expect(firstNameOf('', 'ada')).toBe('@ada');
  });
});
