/**
 * The API answer `npm run lighthouse` gives for a public profile: a member who opened their link to
 * visitors, with a page of receipts, checked against the contract so the page renders what it would in a stage.
 */

import { categories } from '@contract/enums';
import { VisitorProfile } from '@contract/schemas/users';
import { memberLinkPath } from '@contract/site-paths';

export const lighthouseUsername = 'lighthouse_demo';
export const lighthouseProfilePath = memberLinkPath('profile', lighthouseUsername);

export function visitorProfileAnswer(): VisitorProfile {
  const ownerId = '00000000-0000-4000-8000-000000000001';
  const at = '2026-11-01T12:00:00.000Z';
  const receipts = Array.from({ length: 8 }, (_, i) => ({
    id: `01JC${String(i).padStart(22, '0')}`,
    senderId: `00000000-0000-4000-8000-00000000010${i}`,
    senderName: i % 3 === 0 ? 'Anonymous' : `Giver ${i + 1}`,
    recipientId: ownerId,
    recipientName: 'Demo Member',
    recipientUsername: lighthouseUsername,
    anonymous: i % 3 === 0,
    dayContext: '',
    intent: '',
    category: categories[0],
    relationshipType: '',
    emotionalRegulation: [],
    conflictResolution: [],
    tags: [],
    receiptText: 'You listened all the way through before answering, and it changed how the meeting went.',
    voiceRecording: null,
    createdAt: at,
    updatedAt: at,
    type: 'received',
  }));
  return VisitorProfile.parse({
    access: 'open',
    publicProfile: {
      profile: {
        userId: ownerId,
        username: lighthouseUsername,
        fullName: 'Demo Member',
        photoURL: null,
        socialLinks: {},
        publicCategories: Object.fromEntries(categories.map((c) => [c, true])),
        shortBio: 'Learning to give feedback that lands.',
        emailVerified: true,
      },
      sharingSettings: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
      goalTags: {},
      counters: { received: receipts.length, sent: 3 },
      categoryCounts: { [categories[0]]: receipts.length },
      receipts,
    },
  });
}
