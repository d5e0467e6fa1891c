import '@/components/shared.css';
import './static-page.css';
import { Link } from 'react-router-dom';
import { columnOf, type StaticPageId } from '@/lib/site-links';
import { usePageTitle } from '@/lib/use-page-title';
import { pageContent } from './page-content';

/**
 * /pricing, /demo, /about, /blog, /careers, /contact, /privacy, /terms and /cookies, drawn like the landing:
 * a glowing band with the footer column's name over the heading, then the page's text in one column.
 */
export default function StaticPage({ page }: { page: StaticPageId }) {
  const content = pageContent[page];
  usePageTitle(content.title);
  return (
    <article className="static-page" aria-labelledby="static-page-title">
      <header className="static-page-hero marketing-glow">
        <div className="marketing-container marketing-narrow">
          <p className="eyebrow">{columnOf(page)}</p>
          <h1 id="static-page-title">{content.title}</h1>
          <p className="static-page-summary">{content.summary}</p>
        </div>
      </header>
      <div className="marketing-container marketing-narrow static-page-body">
        {content.body}
        <p className="static-page-back">
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    </article>
  );
}
