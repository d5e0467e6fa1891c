import type { FollowUpChange } from '@contract/enums';
import { limits } from '@contract/limits';
import * as messages from '@contract/messages';
import type { FollowUpToAnswer, GoalFollowUp } from '@contract/schemas/follow-ups';
import { formerMemberSender, type StoredReceipt } from './receipts';

const dayMs = 24 * 60 * 60 * 1000;

/** One giver a follow-up went to: kept on the follow-up in the table, never in a response. */
export interface FollowUpGiver {
  id: string;
  /** Every answer of a giver who gave any of the goal's receipts anonymously is anonymous (and held). */
  anonymous: boolean;
}

/** An answer as the follow-up keeps it; an anonymous one has no name and is appended once delivered. */
export interface StoredFollowUpAnswer {
  id: string;
  change: FollowUpChange;
  text: string;
  giverName: string | null;
  answeredAt: string;
}

export interface StoredFollowUp {
  id: string;
  askerId: string;
  goal: string;
  question: string;
  createdAt: string;
  givers: FollowUpGiver[];
  /** The goal's linked receipts when it was asked (newest first): the "before". */
  before: string[];
  answers: StoredFollowUpAnswer[];
}

/** A follow-up as one giver was asked it (their partition). */
export interface StoredFollowUpAsk {
  id: string;
  askerId: string;
  askerName: string;
  giverId: string;
  goal: string;
  question: string;
  createdAt: string;
  remindAt: string;
  anonymous: boolean;
  status: 'pending' | 'answered' | 'declined';
  reminded: boolean;
  /** The answer given (its id on the asker's follow-up, or held): a deleted giver's is found by it. */
  answerId?: string;
  /** The giver's own words, kept in their partition: their list and their export show what they wrote. */
  yourAnswer?: GiversOwnAnswer;
}

export type GiversOwnAnswer = Pick<StoredFollowUpAnswer, 'change' | 'text' | 'answeredAt'>;

export const daysAfter = (at: string | Date, days: number) =>
  new Date(new Date(at).getTime() + days * dayMs).toISOString();

/** Why a goal cannot be followed up now: no linked receipt, or its first is less than two weeks old. */
export function askRefusal(linked: readonly Pick<StoredReceipt, 'createdAt'>[], now: Date) {
  if (!linked.length) return 'noGivers' as const;
  const first = linked.reduce((a, b) => (a.createdAt < b.createdAt ? a : b));
  if (daysAfter(first.createdAt, limits.followUp.waitDays) > now.toISOString()) return 'tooSoon' as const;
  return null;
}

/** Each member who gave one of `linked` (former members left out), anonymous if any of theirs was. */
export function giversOf(linked: readonly StoredReceipt[], askerId: string): FollowUpGiver[] {
  const byId = new Map<string, boolean>();
  for (const r of linked) {
    if (r.senderId === formerMemberSender.senderId || r.senderId === askerId) continue;
    byId.set(r.senderId, (byId.get(r.senderId) ?? false) || r.anonymous);
  }
  return [...byId].map(([id, anonymous]) => ({ id, anonymous }));
}

/**
 * The follow-up as its asker reads it: its original receipts (what they were for, never who gave them) and
 * its answers, oldest first; an anonymous giver's answer is from "Someone" and is here once delivered.
 */
export function followUpView(followUp: StoredFollowUp, before: StoredReceipt[]): GoalFollowUp {
  return {
    id: followUp.id,
    goal: followUp.goal,
    question: followUp.question,
    createdAt: followUp.createdAt,
    before: before.map((r) => ({
      receiptId: r.id,
      intent: r.intent,
      category: r.category,
      createdAt: r.createdAt,
    })),
    answers: [...followUp.answers]
      .sort((a, b) => (a.answeredAt < b.answeredAt ? -1 : a.answeredAt > b.answeredAt ? 1 : 0))
      .map((a) => ({
        id: a.id,
        change: a.change,
        text: a.text,
        giverName: a.giverName ?? messages.followUpAnswerAnonymous,
        anonymous: a.giverName === null,
        answeredAt: a.answeredAt,
      })),
  };
}

/** A follow-up as the giver asked it reads it: who asks and what, never who else was asked. */
export const askView = (ask: StoredFollowUpAsk): FollowUpToAnswer => ({
  id: ask.id,
  askerName: ask.askerName,
  goal: ask.goal,
  question: ask.question,
  createdAt: ask.createdAt,
  status: ask.status,
  reminded: ask.reminded,
  ...(ask.yourAnswer ? { yourAnswer: ask.yourAnswer } : {}),
});
