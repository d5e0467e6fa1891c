import { TagIcon } from '@/components/tag-icons';
import { achievementBadges } from '../utils/badges';

export function AchievementBadges({
  received,
  byIntent,
}: {
  received: number;
  byIntent: Record<string, number>;
}) {
  const badges = achievementBadges(received, byIntent);
  if (!badges.length) return null;
  return (
    <section className="card">
      <h2>Top Achievement Badges</h2>
      <ul className="badge-grid">
        {badges.map((badge) => (
          <li key={badge.intent} className="achievement">
            <span className="achievement-icon">
              <TagIcon kind="intent" value={badge.intent} size={28} />
            </span>
            <strong>{badge.intent}</strong>
            <span className="muted small">Intent</span>
            <span className="small">Received {badge.count} times</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
