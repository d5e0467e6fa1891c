import { limits } from '@contract/limits';
import { type PreviewCardFacts, previewCardKey } from '../../domain/link-preview';
import { drawPreviewCard } from '../../domain/preview-card';
import { hasMedia, putMedia, readMedia } from './media';

/** A card's key is a digest of what it shows: its bytes never change. */
const cardCacheControl = `public, max-age=${limits.previewCardCacheSeconds}`;

/**
 * The key of a profile's preview card, drawn and stored the first time these facts are asked for: one HEAD
 * when it exists, so each change of name, photo or count draws one card.
 */
export async function previewCardFor(card: PreviewCardFacts): Promise<string> {
  const key = previewCardKey(card);
  if (await hasMedia(key)) return key;
  const photo = card.photoKey ? await readMedia(card.photoKey) : null;
  await putMedia(key, await drawPreviewCard(card, photo), {
    contentType: 'image/png',
    cacheControl: cardCacheControl,
  });
  return key;
}
