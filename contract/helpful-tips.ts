import type { HelpfulMark } from './enums';

/**
 * The short written set of tips a giver is shown beside their helpful-mark totals, one at a time: one for
 * each mark (the one their receipts were given least), and one for when every mark is common.
 */
export const helpfulTips: Record<HelpfulMark | 'keepGoing', string> = {
  specific: 'Name one moment: what they did, and what it changed for you or the people around them.',
  actionable: 'Add one small thing they could try next time, something they could start tomorrow.',
  kind: 'Start with what you value in them. Honest doesn’t have to mean harsh.',
  keepGoing: 'People find your receipts specific, actionable and kind. Keep writing them this way.',
};
export type HelpfulTip = keyof typeof helpfulTips;
export const helpfulTipKeys = Object.keys(helpfulTips) as [HelpfulTip, ...HelpfulTip[]];
