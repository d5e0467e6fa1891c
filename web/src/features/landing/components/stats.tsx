import { landingClaims } from '@/lib/marketing';

const stats = [
  { value: landingClaims.growthCategories, label: 'Growth Categories' },
  { value: landingClaims.goalTags, label: 'Goal Tags' },
  { value: landingClaims.privacyControl, label: 'Privacy Control' },
  { value: landingClaims.lifeContexts, label: 'Life Contexts' },
];

export function Stats() {
  return (
    <section className="landing-stats" aria-label="Receipts in numbers">
      <dl className="landing-container landing-stats-grid">
        {stats.map((stat) => (
          <div key={stat.label} className="landing-stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
