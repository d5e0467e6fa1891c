/** What scripts/lighthouse.ts keeps of a Lighthouse run: the scores against the targets, and why they fall short. */

export const targets = { performance: 95, accessibility: 100, bestPractices: 100, seo: 90 };

/** The parts of Lighthouse's result the script reads. */
export interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number; details?: unknown }>;
}
export interface PageResult {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: Record<string, number>;
  javascript: { requests: number; transferKB: number };
  /** Audits of the scored categories that did not pass, with their titles. */
  failing: Record<string, string>;
  meetsTargets: boolean;
}

export function summarize(path: string, lhr: Lhr): PageResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
  const metric = (id: string) => Math.round(Number(lhr.audits[id]?.numericValue ?? Number.NaN));
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const failing: Record<string, string> = {};
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing[ref.id] = audit.title;
    }
  }
  return {
    path,
    scores,
    metrics: {
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      speedIndexMs: metric('speed-index'),
      cumulativeLayoutShift: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    },
    javascript: {
      requests: scripts.length,
      transferKB: Number((scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    },
    failing,
    meetsTargets:
      scores.performance >= targets.performance &&
      scores.accessibility >= targets.accessibility &&
      scores.bestPractices >= targets.bestPractices &&
      scores.seo >= targets.seo,
  };
}
