import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { configureAmplify } from './lib/amplify';
import { loadSiteConfig } from './lib/site-config';
import './styles.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

loadSiteConfig()
  .then((config) => {
    configureAmplify(config);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  })
  .catch(() => {
    root.render(
      <div className="error-banner" role="alert">
        Receipts could not load its configuration. Please refresh the page.
      </div>,
    );
  });
