import { format } from '@contract/format';
import { initialOf } from '@contract/initials';
import * as messages from '@contract/messages';
import { callApi } from '@/lib/api-client';
import type { Recipient } from './recipients';

export type LinkedRecipient = { recipient: Recipient } | { problem: string };

/**
 * The member a give link or a scanned profile QR code points at, or why they can't be chosen
 * (nobody has that username, or it is the user's own).
 */
export async function resolveLinkedRecipient(username: string, myUserId: string): Promise<LinkedRecipient> {
  try {
    const { profile } = await callApi('getPublicProfileByUsername', { params: { username } });
    if (profile.userId === myUserId) return { problem: messages.cannotReceiptYourself };
    return {
      recipient: {
        id: profile.userId,
        name: profile.fullName,
        username: profile.username,
        initial: initialOf(profile.fullName, profile.username),
      },
    };
  } catch (error) {
    if ((error as { status?: number }).status === 404)
      return { problem: format(messages.noMemberWithUsername, { username }) };
    return { problem: (error as Error).message };
  }
}
