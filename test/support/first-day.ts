import type { Tour, TourRoute } from './app-tour';
import { createMember } from './profiles';

/**
 * A new member's first day: signed up a minute ago, with no receipts, no goals and nobody in their address
 * book. Adds them to the tour as its newcomer, with the pages they see first (an empty hub, dashboard and
 * goals), for `npm run screenshots`.
 */
export async function addFirstDay(tour: Tour, { readable = false } = {}): Promise<void> {
  tour.newcomer = await createMember('Katherine', 'Johnson', readable ? 'katherine_johnson' : undefined);
  const routes: TourRoute[] = [
    { name: 'first-day-hub', path: '/receipts-hub', signedIn: true, asNewcomer: true },
    { name: 'first-day-dashboard', path: '/app/dashboard', signedIn: true, asNewcomer: true },
    { name: 'first-day-goals', path: '/app/goals', signedIn: true, asNewcomer: true },
  ];
  tour.routes.push(...routes);
}
