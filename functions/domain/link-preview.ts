import { createHash } from 'node:crypto';
import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { publicCountsOf } from './counters';
import { escapeHtml } from './html-escape';
import { photoKeyOf, previewCardPrefix } from './media-keys';
import { photoVariantsOf, sharingSettingsOf } from './profile';
import { type ProfileFacts, publicCategoriesOf } from './public-profile';

/** What the preview image of an opted-in profile shows: one card per distinct set of these facts. */
export interface PreviewCardFacts {
  name: string;
  username: string;
  received: number;
  /** The stored photo variant drawn on the card (the smallest at least `cardPhotoSize` wide), or null. */
  photoKey: string | null;
}

export interface LinkPreview {
  title: string;
  description: string;
  /** Only for a profile whose owner opened its link to signed-out visitors. */
  card: PreviewCardFacts | null;
}

/** The photo's side on the card, in pixels. */
export const cardPhotoSize = 240;

const closedPreview: LinkPreview = {
  title: messages.profilePreviewTitle,
  description: messages.profilePreviewDescription,
  card: null,
};

/**
 * What a link preview of `/u/{username}` shows: the name, bio and card only where the owner opened the link
 * to signed-out visitors (the bio only with the bio flag, as on the page); a closed profile and a username
 * nobody has get the same words, so a preview says nothing of who exists.
 */
export function previewOf(profile: ProfileFacts | null): LinkPreview {
  if (!profile) return closedPreview;
  const sharing = sharingSettingsOf(profile.sharingSettings);
  if (!sharing.signedOutVisitors) return closedPreview;
  const name = profile.fullName || 'Anonymous User';
  const variants = [...photoVariantsOf(profile)].sort((a, b) => a.width - b.width);
  const photo = variants.find((v) => v.width >= cardPhotoSize) ?? variants.at(-1);
  return {
    title: format(messages.openProfilePreviewTitle, { name, username: profile.username }),
    description:
      (sharing.bio ? profile.shortBio : null) || format(messages.openProfilePreviewDescription, { name }),
    card: {
      name,
      username: profile.username,
      // The wall's own count: only the categories it shows.
      received: publicCountsOf(profile.counters, publicCategoriesOf(profile)).counters.received,
      photoKey: photoKeyOf(photo?.url ?? null),
    },
  };
}

/** Bump when the card's drawing changes, so every card is drawn again. */
const cardDesign = 2;

/**
 * A card's key: a digest of what it shows, so a card is drawn once per change of name, photo or count and a
 * chat that cached the old image URL keeps a consistent picture.
 */
export const previewCardKey = (card: PreviewCardFacts) =>
  `${previewCardPrefix}${createHash('sha256')
    .update(JSON.stringify([cardDesign, card.name, card.username, card.received, card.photoKey]))
    .digest('hex')
    .slice(0, 32)}.png`;

export interface PreviewUrls {
  /** The page's own absolute URL (canonical and og:url). */
  pageUrl: string;
  /** The card's absolute URL, when the profile has one. */
  imageUrl: string | null;
}

/**
 * The site's index.html with the preview in its head: the title, description, canonical link, Open Graph
 * and Twitter tags (every value escaped). The page's own title and description are replaced.
 */
export function withPreviewHead(html: string, preview: LinkPreview, urls: PreviewUrls): string {
  const t = escapeHtml(preview.title);
  const d = escapeHtml(preview.description);
  const url = escapeHtml(urls.pageUrl);
  const image = urls.imageUrl ? escapeHtml(urls.imageUrl) : null;
  const og = (property: string, content: string | number) =>
    `<meta property="og:${property}" content="${content}" />`;
  const twitter = (name: string, content: string) => `<meta name="twitter:${name}" content="${content}" />`;
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    og('type', 'profile'),
    og('site_name', 'Receipts'),
    og('title', t),
    og('description', d),
    og('url', url),
    ...(image
      ? [og('image', image), og('image:width', cardSize.width), og('image:height', cardSize.height)]
      : []),
    twitter('card', image ? 'summary_large_image' : 'summary'),
    twitter('title', t),
    twitter('description', d),
    ...(image ? [twitter('image', image)] : []),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${t}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${d}" />`,
    )
    .replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

/** The card's size: the 1.91:1 that Open Graph consumers show large. */
export const cardSize = { width: 1200, height: 630 } as const;
