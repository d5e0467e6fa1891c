import { format } from '@contract/format';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { DashboardNoticed } from '@contract/schemas/dashboard';
import { drawsChart, receiptsInWords } from '../../web/src/features/dashboard/utils/figures';
import { flowSummary, noticedSentences } from '../../web/src/features/dashboard/utils/summaries';

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

describe('what people noticed, in sentences while few receipts came', () => {
  const days = limits.dashboardNoticedDays;
  const noticed = (intents: DashboardNoticed['intents'], tags: DashboardNoticed['tags'] = []) => ({
    recentFrom: '2026-02-04',
    previousFrom: '2026-01-04',
    intents,
    tags,
  });

  it('says one receipt in words, with its intent and tags, and no figures of zero', () => {
    const one = noticed(
      [{ name: 'Active Listening', recent: 1, previous: 0 }],
      [{ name: 'Remained Grounded', recent: 1, previous: 0 }],
    );
    expect(noticedSentences(one)).toEqual([
      format(messages.noticedFewRecent, { receipts: 'One receipt', days, intents: 'Active Listening' }),
      format(messages.noticedFewTags, { tags: 'Remained Grounded' }),
    ]);
  });

  it('names the intents most first, a count beside those over one, and what came before', () => {
    const few = noticed([
      { name: 'Active Listening', recent: 1, previous: 0 },
      { name: 'Empathy', recent: 2, previous: 1 },
    ]);
    expect(noticedSentences(few)).toEqual([
      format(messages.noticedFewRecent, {
        receipts: 'Three receipts',
        days,
        intents: 'Empathy (2) and Active Listening',
      }),
      format(messages.noticedFewBefore, { days, intents: 'Empathy' }),
    ]);
  });

  it('says so when nothing came in either window', () => {
    expect(noticedSentences(noticed([]))).toEqual([
      `No intents or tags came in the last ${days} days or the ${days} days before.`,
    ]);
  });
});

describe("the dashboard's one minimum for charts", () => {
  it('draws a figure from the minimum count of receipts, and writes one below it', () => {
    expect(drawsChart(limits.dashboardChartsFrom)).toBe(true);
    expect(drawsChart(limits.dashboardChartsFrom - 1)).toBe(false);
  });

  it('writes a few receipts in words, and figures from ten', () => {
    expect([0, 1, 4, 12].map(receiptsInWords)).toEqual([
      'no receipts',
      'one receipt',
      'four receipts',
      '12 receipts',
    ]);
  });
});
