import { usernamePattern } from '@contract/limits';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { VisitorProfile } from '@contract/schemas/users';
import { memberOfLinkPath } from '@contract/site-paths';
import type { Plugin } from 'vite';

export interface LinkPreview {
  title: string;
  description: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * What a link preview of `/u/{username}` shows: the name and bio only where the owner opened the link to
 * signed-out visitors (the bio only with the bio flag); otherwise the same words for every username.
 */
export function previewOf(view: VisitorProfile | null): LinkPreview {
  if (view?.access !== 'open')
    return { title: 'A profile on Receipts', description: `${messages.signInToSeeProfile} on Receipts.` };
  const { profile } = view.publicProfile;
  const name = profile.fullName || 'Anonymous User';
  return {
    title: `${name} (@${profile.username}) · Receipts`,
    description: profile.shortBio || `See the Receipts ${name} has received, and leave one.`,
  };
}

/** Puts the preview into the page's title, description and Open Graph tags. */
export function withPreview(html: string, { title, description }: LinkPreview): string {
  const t = escapeHtml(title);
  const d = escapeHtml(description);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${t}</title>`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${d}" />`)
    .replace(
      '</head>',
      `<meta property="og:title" content="${t}" />\n    <meta property="og:description" content="${d}" />\n    <meta property="og:type" content="profile" />\n  </head>`,
    );
}

async function visitorView(apiUrl: string, username: string): Promise<VisitorProfile | null> {
  try {
    const res = await fetch(
      new URL(
        routes.getVisitorProfile.path.slice(1).replace('{username}', username),
        `${apiUrl.replace(/\/$/, '')}/`,
      ),
    );
    const parsed = VisitorProfile.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The local site server answers `/u/{username}` with the preview in the HTML it sends, the way a server
 * that can read the API would (see the README for what CloudFront shows in AWS).
 */
export const linkPreviews = (apiUrl: string): Plugin => ({
  name: 'receipts-link-previews',
  transformIndexHtml: {
    order: 'pre',
    handler: async (html, context) => {
      const username = memberOfLinkPath(context.originalUrl?.split(/[?#]/)[0] ?? '', ['profile']);
      if (!username || !usernamePattern.test(username)) return html;
      return withPreview(html, previewOf(await visitorView(apiUrl, username.toLowerCase())));
    },
  },
});
