import { apiPathPrefix, embedWallPrefix, memberLinkPrefixes } from '@contract/site-paths';
import {
  previewCardPrefix,
  profilePhotoPrefix,
  voiceRecordingPrefix,
} from '../../../functions/domain/media-keys';
import type { EdgeBehavior } from './distribution';

/** What stands behind a behaviour locally: the site bucket, the gateway, the media bucket, the preview function. */
export type EdgeOriginKind = 'site' | 'api' | 'media' | 'linkPreview';

const kindByPattern: Record<string, EdgeOriginKind> = {
  [`${apiPathPrefix}/*`]: 'api',
  [`${embedWallPrefix}*`]: 'site',
  [`${memberLinkPrefixes.profile}*`]: 'linkPreview',
  [`${profilePhotoPrefix}*`]: 'media',
  [`${previewCardPrefix}*`]: 'media',
  [`${voiceRecordingPrefix}*`]: 'media',
};

/** The origin a synthesized behaviour reaches; a behaviour the local edge does not know yet is an error. */
export function edgeOriginKind(behavior: EdgeBehavior): EdgeOriginKind {
  if (behavior.pathPattern === null) return 'site';
  const kind = kindByPattern[behavior.pathPattern.replace(/^\//, '')] ?? kindByPattern[behavior.pathPattern];
  if (!kind) throw new Error(`The local edge has no origin for the behaviour ${behavior.pathPattern}`);
  return kind;
}
