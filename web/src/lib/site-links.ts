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

/** The landing footer's columns of static pages, by title: a page's column is its eyebrow too. */
const pageColumns = { Product: productPages, Company: companyPages, Legal: legalPages } as const;
type ColumnTitle = keyof typeof pageColumns;
const columnTitles = Object.keys(pageColumns) as ColumnTitle[];

/** The footer column a static page is listed in ("Product" for pricing). */
export const columnOf = (page: StaticPageId): ColumnTitle =>
  columnTitles.find((title) => (pageColumns[title] as readonly StaticPageId[]).includes(page)) ?? 'Product';

/** A static page's path: the marketing pages are drawn full width, in bands like the landing's. */
export const isStaticPagePath = (pathname: string) =>
  (staticPages as readonly string[]).includes(pathname.replace(/^\//, ''));

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
export const footerColumns = columnTitles.map((title) => ({
  title,
  links: [
    ...(title === 'Product' ? landingSections.slice(0, 2).map(sectionLink) : []),
    ...pageColumns[title].map(pageLink),
  ],
}));
