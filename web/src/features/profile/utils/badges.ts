import { limits } from '@contract/limits';

export interface AchievementBadge {
  intent: string;
  count: number;
}

/** The top 4 intents by count, only once at least 10 receipts were received (SPEC §4, §9). */
export function achievementBadges(received: number, byIntent: Record<string, number>): AchievementBadge[] {
  if (received < limits.badgesMinReceived) return [];
  return Object.entries(byIntent)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, limits.badgesShown)
    .map(([intent, count]) => ({ intent, count }));
}
