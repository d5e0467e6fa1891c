import { isAtOrBelow, memberAreaPaths, memberLinkPrefixes } from '@contract/site-paths';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLoadingAmplify } from './lib/amplify-loader';
import './styles.css';
import { importAgain } from '@/lib/import-again';

const { pathname } = window.location;

// No waiting for /config.json or Amplify before the first render: the landing, static and 404 pages never
// need them, and the sign-in pages only once their form is touched. The member's own pages do, so for those
// the download starts now, beside the page's own code.
if (isAtOrBelow(pathname, memberAreaPaths)) {
  startLoadingAmplify();
}

// A share link's profile request starts now, not after the router and the page have loaded.
if (pathname.startsWith(memberLinkPrefixes.profile)) {
  importAgain(() => import('./features/public-profile/api/early-visitor-profile'))
    .then((early) => early.requestVisitorProfileEarly(pathname))
    .catch(() => {
      // The page asks again itself.
    });
}

// A transition: React renders the first page in slices, yielding to the browser between them, instead of
// one long task.
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
