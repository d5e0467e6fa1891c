/**
 * The API answer `npm run lighthouse` gives for a public profile: a member who opened their link to
 * visitors, with a page of receipts. The answer is typed as the route's response schema's input, so a field
 * the contract adds and this fixture lacks fails `npm run typecheck`, and it is parsed by that schema too, so
 * the page renders what it would in a stage.
 */

import { type Category, categories } from '@contract/enums';
import { routes } from '@contract/routes';
import { memberLinkPath } from '@contract/site-paths';
import type * as z from 'zod/mini';

export const lighthouseUsername = 'lighthouse_demo';
export const lighthouseProfilePath = memberLinkPath('profile', lighthouseUsername);

const visitorProfileResponse = routes.getVisitorProfile.response;
type VisitorProfileAnswer = z.input<typeof visitorProfileResponse>;
type OpenAnswer = Extract<VisitorProfileAnswer, { access: 'open' }>;
type PublicReceipt = OpenAnswer['publicProfile']['receipts'][number];

export function visitorProfileAnswer(): z.output<typeof visitorProfileResponse> {
  const ownerId = '00000000-0000-4000-8000-000000000001';
  const at = '2026-11-01T12:00:00.000Z';
  const receipts = Array.from(
    { length: 8 },
    (_, i): PublicReceipt => ({
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
    }),
  );
  const answer: OpenAnswer = {
    access: 'open',
    publicProfile: {
      profile: {
        userId: ownerId,
        username: lighthouseUsername,
        fullName: 'Demo Member',
        photoURL: null,
        socialLinks: {},
        photoVariants: [],
        publicCategories: Object.fromEntries(categories.map((c) => [c, true])) as Record<Category, boolean>,
        shortBio: 'Learning to give feedback that lands.',
        emailVerified: true,
      },
      sharingSettings: { goals: true, receipts: true, bio: true, signedOutVisitors: true },
      goalTags: {},
      counters: { received: receipts.length, sent: 3 },
      categoryCounts: { [categories[0]]: receipts.length },
      receipts,
      goalChanges: [],
    },
  };
  return visitorProfileResponse.parse(answer);
}
