import './shared.css';
import { type SocialProvider, socialProviderLabels, socialProviders } from '@contract/enums';
import type { SocialLinks } from '@contract/schemas/profile';
import { SocialProviderMark } from './social-provider-mark';

/** The marks of the social accounts a user has linked. */
export function SocialIcons({ links }: { links: SocialLinks }) {
  const linked = socialProviders.filter((p: SocialProvider) => links[p]);
  if (!linked.length) return null;
  return (
    <span
      className="social-icons"
      role="img"
      aria-label={`Linked: ${linked.map((p) => socialProviderLabels[p]).join(', ')}`}
    >
      {linked.map((p) => (
        <SocialProviderMark key={p} provider={p} size={16} />
      ))}
    </span>
  );
}
