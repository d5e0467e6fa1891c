/** The landing page's sections, linked from the top bar (landing only) and the landing footer. */
export const landingSections = [
  { id: 'features', label: 'Features' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'faq', label: 'FAQ' },
] as const;

/** The short static pages behind the landing footer's links (SPEC §2: screens the spec leaves out), by column. */
const productPages = ['pricing', 'demo'] as const;
const companyPages = ['about', 'blog', 'careers', 'contact'] as const;
const legalPages = ['privacy', 'terms', 'cookies'] as const;
export const staticPages = [...productPages, ...companyPages, ...legalPages] as const;
export type StaticPageId = (typeof staticPages)[number];

/** A static page's footer link: its path, and its id capitalised as the label. */
const pageLink = (page: StaticPageId) => ({
  to: `/${page}`,
  label: page.charAt(0).toUpperCase() + page.slice(1),
});
const sectionLink = (section: (typeof landingSections)[number]) => ({
  to: `/#${section.id}`,
  label: section.label,
});

/** The landing footer, column by column, in SPEC §2's order. */
export const footerColumns = [
  {
    title: 'Product',
    links: [...landingSections.slice(0, 2).map(sectionLink), ...productPages.map(pageLink)],
  },
  { title: 'Company', links: companyPages.map(pageLink) },
  { title: 'Legal', links: legalPages.map(pageLink) },
];
