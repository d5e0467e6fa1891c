/** The landing page's sections, linked from the top bar (landing only) and the landing footer. */
export const landingSections = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'faq', label: 'FAQ' },
] as const;

/** The short static pages behind the landing footer's links (SPEC §2: screens the spec leaves out). */
export const staticPages = [
  'pricing',
  'demo',
  'about',
  'blog',
  'careers',
  'contact',
  'privacy',
  'terms',
  'cookies',
] as const;
export type StaticPageId = (typeof staticPages)[number];

/** The landing footer, column by column, in SPEC §2's order. */
export const footerColumns = [
  {
    title: 'Product',
    links: [
      { to: '/#features', label: 'Features' },
      { to: '/#how-it-works', label: 'How It Works' },
      { to: '/pricing', label: 'Pricing' },
      { to: '/demo', label: 'Demo' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/blog', label: 'Blog' },
      { to: '/careers', label: 'Careers' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
] as const;
