import { limits } from '@contract/limits';
import { flowSummary } from '../../web/src/features/dashboard/utils/summaries';

const weeks = `In the last ${limits.dashboardWeeks} weeks`;
const counts = (entries: Record<string, number>) =>
  Object.entries(entries).map(([category, count]) => ({ category, count }));

describe("the dashboard's flow summary", () => {
  it('names the category with the most only when no other has as many', () => {
    expect(flowSummary('weeks', 'received', counts({ Work: 2, Health: 1, Play: 0 }))).toBe(
      `${weeks} you received 3 receipts, the most in Work (2).`,
    );
  });

  it('names every category of a tie, never one of them as "most"', () => {
    expect(flowSummary('weeks', 'received', counts({ Work: 1, Health: 1, Play: 0, Relationships: 1 }))).toBe(
      `${weeks} you received 3 receipts: Work, Health and Relationships, 1 each.`,
    );
    expect(flowSummary('weeks', 'received', counts({ Work: 1, Play: 1 }))).toBe(
      `${weeks} you received 2 receipts: Work and Play, 1 each.`,
    );
  });

  it('says where a single receipt went, and nothing of categories for none', () => {
    expect(flowSummary('weeks', 'given', counts({ Work: 0, Health: 1 }))).toBe(
      `${weeks} you gave 1 receipt, in Health.`,
    );
    expect(flowSummary('months', 'given', counts({ Work: 0 }))).toBe(
      `In the last ${limits.dashboardMonths} months you gave 0 receipts.`,
    );
  });
});
