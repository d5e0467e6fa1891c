/** SPEC §2: what the landing footer lists, besides its social icons. */
export const landingFooterLinks = [
  'Features',
  'How It Works',
  'Pricing',
  'Demo',
  'About',
  'Blog',
  'Careers',
  'Contact',
  'Privacy',
  'Terms',
  'Cookies',
] as const;
