import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadAmplify } from './lib/amplify-loader';
import './styles.css';

// The pages that sign in or call the API; /profile also covers /profile-page, /profile-setup and
// /profile/{id}, /receipt covers /receipts-hub.
const appPaths = ['/login', '/signup', '/forgot-password', '/profile', '/receipt', '/app'];

// No waiting for /config.json or Amplify before the first render: the landing, static and 404 pages never
// need them. The app's pages do, so for those the download starts now, beside the page's own code.
if (appPaths.some((path) => window.location.pathname.startsWith(path))) {
  loadAmplify().catch(() => {
    // The page's own load reports the failure (RouteErrorBoundary).
  });
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
