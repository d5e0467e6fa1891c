import { PresignedPost } from '../schemas/common';
import { PersonalInfo, PhotoUploadRequest, SetPhotoRequest } from '../schemas/profile';
import { ReceiptIdParams, VoiceUploadRequest, VoiceUrl } from '../schemas/receipts';
import { type RouteDef, route } from './route-def';

/** Media objects: profile photo and voice-note uploads, attaching a photo, a voice note's link. */
export const mediaRoutes = {
  createPhotoUpload: route({
    method: 'POST',
    path: '/me/photo-upload',
    auth: 'user',
    handler: 'media',
    body: PhotoUploadRequest,
    response: PresignedPost,
  }),
  setPhoto: route({
    method: 'PUT',
    path: '/me/photo',
    auth: 'user',
    handler: 'media',
    body: SetPhotoRequest,
    response: PersonalInfo,
    // Remaking the largest photo it accepts takes about 3 s of CPU at the media function's memory.
    deadlineMs: 8_000,
  }),
  createVoiceUpload: route({
    method: 'POST',
    path: '/receipts/voice-upload',
    auth: 'user',
    handler: 'media',
    body: VoiceUploadRequest,
    response: PresignedPost,
  }),
  getVoiceUrl: route({
    method: 'GET',
    path: '/receipts/{receiptId}/voice',
    auth: 'user',
    handler: 'media',
    params: ReceiptIdParams,
    response: VoiceUrl,
  }),
} as const satisfies Record<string, RouteDef>;
