import './static-page.css';
import { Link } from 'react-router-dom';
import type { StaticPageId } from '@/lib/site-links';
import { usePageTitle } from '@/lib/use-page-title';
import { pageContent } from './page-content';

/** /pricing, /demo, /about, /blog, /careers, /contact, /privacy, /terms and /cookies. */
export default function StaticPage({ page }: { page: StaticPageId }) {
  const content = pageContent[page];
  usePageTitle(content.title);
  return (
    <article className="page narrow static-page">
      <h1>{content.title}</h1>
      <p className="static-page-summary">{content.summary}</p>
      {content.body}
      <p className="static-page-back">
        <Link to="/">Back to the home page</Link>
      </p>
    </article>
  );
}
