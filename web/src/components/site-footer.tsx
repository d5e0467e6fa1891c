import './site-footer.css';
import { Link, useNavigate } from 'react-router-dom';
import { footerColumns } from '@/lib/site-links';
import { useSocialUrls } from '@/lib/social-urls';
import { CopyrightLine } from './copyright-line';
import { SocialBrandIcon, type SocialNetwork, socialNetworkNames } from './social-brand-icons';
import { useToast } from './toast';

const networks: SocialNetwork[] = ['x', 'instagram', 'facebook', 'linkedin'];

/**
 * The landing page's footer (SPEC §2): its links, social icons and the copyright line. Every other page
 * shows only the copyright line (root-layout.tsx).
 */
export function SiteFooter() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const socialUrls = useSocialUrls();
  // A network without an address in the stage's config: say so instead of linking to its front page.
  const comingSoon = (network: SocialNetwork) =>
    toast({
      title: `Receipts on ${socialNetworkNames[network]} is coming soon`,
      description: 'Until then, the contact page is the way to reach us.',
      action: { label: 'Contact', onClick: () => navigate('/contact') },
    });

  return (
    <footer className="footer footer-landing">
      <div className="footer-inner">
        <div className="footer-brand">
          <Link to="/" className="brand">
            Receipts
          </Link>
          <p className="muted">Meaningful feedback for personal growth and authentic connections.</p>
          <ul className="footer-social" aria-label="Social media">
            {networks.map((network) => (
              <li key={network}>
                {socialUrls[network] ? (
                  <a
                    href={socialUrls[network]}
                    className="icon-button"
                    aria-label={`Receipts on ${socialNetworkNames[network]}`}
                    rel="noopener noreferrer"
                  >
                    <SocialBrandIcon network={network} />
                  </a>
                ) : (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Receipts on ${socialNetworkNames[network]}`}
                    onClick={() => comingSoon(network)}
                  >
                    <SocialBrandIcon network={network} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} className="footer-column" aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul className="link-column">
              {column.links.map((link) => (
                <li key={link.to}>
                  {/* A section of this page: the browser's own fragment navigation scrolls to it. */}
                  {link.to.startsWith('/#') ? (
                    <a href={link.to}>{link.label}</a>
                  ) : (
                    <Link to={link.to}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <CopyrightLine />
    </footer>
  );
}
