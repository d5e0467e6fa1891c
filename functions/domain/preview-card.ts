import { format } from '@contract/format';
import * as messages from '@contract/messages';
import { brandColours } from './brand-colours';
import { escapeHtml } from './html-escape';
import { cardPhotoSize, cardSize, type PreviewCardFacts } from './link-preview';
import { loadSharp } from './photo-variants';

/** Long names are cut so the card's text stays on it. */
const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
};

const photoLeft = 96;
const photoTop = Math.round((cardSize.height - cardPhotoSize) / 2);
const textLeft = photoLeft + cardPhotoSize + 64;

/** The card's top edge, 40 px down: where the brand's perforation (the site's receipt card) is cut. */
export const cardTop = 40;
/** Half-holes along the top edge, one every `perforationStep` px between the rounded corners. */
export const perforationStep = 28;
const perforationRadius = 8;
export const perforationCenters = Array.from(
  { length: Math.floor((cardSize.width - 2 * (cardTop + 32)) / perforationStep) },
  (_, i) => cardTop + 32 + perforationStep / 2 + i * perforationStep,
);

/** The card's background and words, as SVG (librsvg draws it; every value is escaped). */
function cardSvg(card: PreviewCardFacts, withPhoto: boolean): string {
  const received = format(messages.previewCardReceived, { count: card.received.toLocaleString('en-US') });
  const circle = `<circle cx="${photoLeft + cardPhotoSize / 2}" cy="${photoTop + cardPhotoSize / 2}" r="${cardPhotoSize / 2}" fill="#c7d2fe" />`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${cardSize.height}">
  <rect width="100%" height="100%" fill="${brandColours.primary}" />
  <rect x="${cardTop}" y="${cardTop}" width="${cardSize.width - 2 * cardTop}" height="${cardSize.height - 2 * cardTop}" rx="32" fill="${brandColours.surface}" />
  ${perforationCenters.map((x) => `<circle cx="${x}" cy="${cardTop}" r="${perforationRadius}" fill="${brandColours.primary}" />`).join('')}
  ${withPhoto ? '' : circle}
  <g font-family="DejaVu Sans, Arial, sans-serif" fill="#1e1b4b">
    <text x="${textLeft}" y="250" font-size="60" font-weight="bold">${escapeHtml(clip(card.name, 24))}</text>
    <text x="${textLeft}" y="320" font-size="36" fill="#4338ca">@${escapeHtml(card.username)}</text>
    <text x="${textLeft}" y="420" font-size="44">${escapeHtml(received)}</text>
    <text x="${cardSize.width - 96}" y="${cardSize.height - 84}" font-size="32" text-anchor="end" fill="${brandColours.primary}">Receipts</text>
  </g>
</svg>`;
}

/**
 * Draws a profile's link-preview card (PNG, `cardSize`): its name, username, received count and, when it
 * has one, its photo variant cut to a circle. A photo that does not decode is left out, not an error.
 */
export async function drawPreviewCard(card: PreviewCardFacts, photo: Uint8Array | null): Promise<Buffer> {
  const sharp = await loadSharp();
  const round = Buffer.from(
    `<svg width="${cardPhotoSize}" height="${cardPhotoSize}"><circle cx="${cardPhotoSize / 2}" cy="${cardPhotoSize / 2}" r="${cardPhotoSize / 2}" /></svg>`,
  );
  const face = photo
    ? await sharp(photo)
        .resize(cardPhotoSize, cardPhotoSize, { fit: 'cover' })
        .composite([{ input: round, blend: 'dest-in' }])
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  return sharp(Buffer.from(cardSvg(card, face !== null)))
    .composite(face ? [{ input: face, left: photoLeft, top: photoTop }] : [])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
