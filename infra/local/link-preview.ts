import { memberOfLinkPath } from '@contract/site-paths';
import type { Plugin } from 'vite';
import { runAsFunction } from './iam/enforce';

/**
 * The local site server answers `/u/{username}` with the link preview in the HTML it sends, through the
 * same function module CloudFront's `/u/*` behaviour reaches in AWS (functions/previews/profile-page.ts).
 * It runs in the local stack's process and is loaded on the first link: the store's clients read the
 * emulators' endpoints from the environment when they are made, which the stack sets after its imports.
 */
export const linkPreviews = (siteUrl: string): Plugin => ({
  name: 'receipts-link-previews',
  transformIndexHtml: {
    order: 'pre',
    handler: async (html, context) => {
      const username = memberOfLinkPath(context.originalUrl?.split(/[?#]/)[0] ?? '', ['profile']);
      if (!username) return html;
      const { profilePageHtml } = await import('../../functions/previews/profile-page');
      // The preview function's module, run under its role as CloudFront's origin runs it in AWS.
      return runAsFunction('functions/handlers/link-preview.ts', () =>
        profilePageHtml(html, username, siteUrl),
      );
    },
  },
});
