import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/components/spinner';
import { TopBar } from '@/components/top-bar';

export function RootLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="main">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">© {new Date().getFullYear()} Receipts. All rights reserved.</footer>
    </div>
  );
}
