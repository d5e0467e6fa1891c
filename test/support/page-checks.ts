import type { Browser, Page } from 'playwright-core';
import { type Theme, type Tour, type TourRoute, tourEveryRoute, type Viewport } from './app-tour';

/** Where a tour is: the viewport and the theme of its browser context. */
export interface TourAt {
  viewport: Viewport;
  theme: Theme;
}

/**
 * One check of the rendered page, run on the load the tour makes of it. `runsOn` keeps a check to the routes,
 * viewports and themes it is about; `judge` gets what the check saw on every page of one tour, for a rule
 * between pages (one grid on every page).
 */
export interface PageCheck {
  name: string;
  runsOn(route: TourRoute, at: TourAt): boolean;
  /** What the check finds wrong on the page: nothing when it passes. */
  onPage(page: Page, route: TourRoute, at: TourAt): Promise<string[]>;
  /** What is wrong across the tour's pages, by page; called once the tour has visited them all. */
  judge?(at: TourAt): Record<string, string[]>;
  /** The routes, by name, the check must have run on at `at`: one missing from the tour is a finding. */
  expects?(at: TourAt): readonly string[];
}

/** A page's key in a report: its name, and its path (two routes may share a path, signed out and in). */
export const pageKey = (route: TourRoute) => `${route.name} ${route.path}`;

/** What each check found, by check and by page: `{}` when every page passes every check. */
export type Findings = Record<string, Record<string, string[]>>;

/**
 * Tours every route once at `at` and runs each check that is about the page on that one load, in the
 * order given (a check that changes the page, such as opening a tab, goes last). A check that throws is
 * a finding of that check on that page; the other checks still run.
 */
export async function checkEveryPage(
  browser: Browser,
  tour: Tour,
  at: TourAt,
  checks: readonly PageCheck[],
): Promise<Findings> {
  const findings: Findings = {};
  const add = (check: string, page: string, found: string[]) => {
    if (!found.length) return;
    findings[check] ??= {};
    findings[check][page] = [...(findings[check][page] ?? []), ...found];
  };
  const ran = new Map<PageCheck, Set<string>>(checks.map((check) => [check, new Set()]));
  await tourEveryRoute(browser, tour, at.viewport, at.theme, async (page, route) => {
    for (const check of checks.filter((each) => each.runsOn(route, at))) {
      ran.get(check)?.add(route.name);
      const found = await check.onPage(page, route, at).catch((error: Error) => [`threw: ${error.message}`]);
      add(check.name, pageKey(route), found);
    }
  });
  for (const check of checks) {
    for (const [page, found] of Object.entries(check.judge?.(at) ?? {})) add(check.name, page, found);
    for (const name of check.expects?.(at) ?? [])
      if (!ran.get(check)?.has(name)) add(check.name, name, ['not visited']);
  }
  return findings;
}
