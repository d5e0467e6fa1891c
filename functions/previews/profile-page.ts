import { usernamePattern } from '@contract/limits';
import { memberLinkPath } from '@contract/site-paths';
import { type LinkPreview, previewOf, withPreviewHead } from '../domain/link-preview';
import { photoUrlFor } from '../domain/media-keys';
import { createLogger, errorFields } from '../http/logger';
import { previewCardFor } from '../store/media/preview-cards';
import { findProfileByUsername } from '../store/members/user-directory';

const log = createLogger({ handler: 'link-preview' });

/** A page that cannot read the table still serves the app: its preview is the closed one. */
async function previewFor(username: string): Promise<LinkPreview> {
  try {
    return previewOf(usernamePattern.test(username) ? await findProfileByUsername(username) : null);
  } catch (error) {
    log.error('link preview: profile unreadable', errorFields(error));
    return previewOf(null);
  }
}

async function cardUrlOf(preview: LinkPreview, siteUrl: string): Promise<string | null> {
  if (!preview.card) return null;
  try {
    return `${siteUrl}${photoUrlFor(await previewCardFor(preview.card))}`;
  } catch (error) {
    log.error('link preview: card not drawn or stored', errorFields(error));
    return null;
  }
}

/**
 * The page a shared profile link `/u/{username}` opens: the site's index.html with the profile's preview in
 * its head (domain/link-preview.ts). The one implementation: CloudFront's `/u/*` behaviour reaches it
 * through the preview function (handler.ts), the local site server calls it directly.
 *
 * @param username the link's member segment as written (matched case-insensitively, as usernames are).
 * @param siteUrl the site's origin, for the canonical URL and the card's URL.
 */
export async function profilePageHtml(indexHtml: string, username: string, siteUrl: string): Promise<string> {
  const lower = username.toLowerCase();
  const preview = await previewFor(lower);
  return withPreviewHead(indexHtml, preview, {
    pageUrl: `${siteUrl}${memberLinkPath('profile', encodeURIComponent(lower))}`,
    imageUrl: await cardUrlOf(preview, siteUrl),
  });
}
