import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { CopyrightLine } from '@/components/copyright-line';
import { MemberNav, PlaceViews } from '@/components/member-nav';
import { PageLoading } from '@/components/page-loading';
import { SiteFooter } from '@/components/site-footer';
import { ToastProvider } from '@/components/toast';
import { TopBar } from '@/components/top-bar';
import { useAuth } from '@/lib/auth';
import { FocusedScreenProvider } from '@/lib/focused-screen';
import { isMemberArea } from '@/lib/member-places';
import { isStaticPagePath } from '@/lib/site-links';
import { RouteErrorBoundary } from './pages/route-error-boundary';

/** A new page starts at its top; going back or forward is left to the browser. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what triggers the scroll.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/**
 * Every page has the top bar. A signed-in member's pages add the one navigation beside them (below them on
 * a phone) and end with the copyright line; the landing and the other open pages end with the full footer.
 * A focused screen (writing a receipt) takes the phone's bottom bar away while it lasts; a desktop keeps its
 * navigation beside the page (member-nav.css).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { state } = useAuth();
  const landing = pathname === '/';
  const memberArea = isMemberArea(pathname);
  const withNav = memberArea && state.status === 'signedIn';
  useScrollToTopOnNavigation();
  const main = (
    <main id="main" className={landing || isStaticPagePath(pathname) ? 'main main-full' : 'main'}>
      {withNav ? <PlaceViews /> : null}
      <RouteErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
  const frame = (focused: boolean) => (
    <div className={withNav ? `app app-member${focused ? ' app-focused' : ''}` : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar landing={landing} />
      {/* One frame either way, so the page is not mounted again when the session arrives. */}
      <div className={withNav ? 'member-frame' : 'page-frame'}>
        {withNav ? <MemberNav /> : null}
        {main}
      </div>
      {memberArea ? (
        <footer className="footer">
          <CopyrightLine />
        </footer>
      ) : (
        <SiteFooter />
      )}
    </div>
  );
  return (
    <ToastProvider>
      <FocusedScreenProvider>{frame}</FocusedScreenProvider>
    </ToastProvider>
  );
}
