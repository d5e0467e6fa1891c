import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { CopyrightLine } from '@/components/copyright-line';
import { PageLoading } from '@/components/page-loading';
import { SiteFooter } from '@/components/site-footer';
import { ToastProvider } from '@/components/toast';
import { TopBar } from '@/components/top-bar';
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

export function RootLayout() {
  const { pathname } = useLocation();
  const landing = pathname === '/';
  useScrollToTopOnNavigation();
  return (
    <ToastProvider>
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar landing={landing} />
        <main id="main" className={landing ? 'main main-full' : 'main'}>
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        {landing ? (
          <SiteFooter />
        ) : (
          <footer className="footer">
            <CopyrightLine />
          </footer>
        )}
      </div>
    </ToastProvider>
  );
}
