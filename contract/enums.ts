/** The tag enumerations of SPEC §3 (the site draws their icons: web/src/components/tag-icons.tsx). */
export const categories = ['Work', 'Health', 'Play', 'Relationships'] as const;
export type Category = (typeof categories)[number];
export const otherCategory = 'Other';

export const dayContexts = ['Good Day', 'Mixed Day', 'Hard Day'] as const;
export type DayContext = (typeof dayContexts)[number];

export const intents = [
  'Appreciate',
  'Balanced',
  'Warning',
  'Growth',
  'Offered Support',
  'Extended Grace to Other',
  'Took Accountability',
  'Commitment',
  'Mindfulness',
  'Good Sport',
  'Creativity',
  'Active Listening',
  'Empathy',
] as const;
export type Intent = (typeof intents)[number];

export const conflictResolutions = [
  'De-escalated Tension',
  'Chose Peace Over Being Right',
  'Reframed Conflict as Opportunity',
  'Addressed Issue Not Person',
  'Avoided Defensiveness',
  'Prevented Rupture',
] as const;
export type ConflictResolution = (typeof conflictResolutions)[number];

export const emotionalRegulations = [
  'Remained Grounded',
  'Regulated Emotions',
  'Needed Space',
  'Maintained Proportional Response',
  'Got Reactive',
] as const;
export type EmotionalRegulation = (typeof emotionalRegulations)[number];

export const relationshipTypes = [
  'Friend',
  'Coworker',
  'Romantic',
  'Stranger',
  'Boss',
  'Family',
  'Partner',
  'Childhood Friend',
  'Theater Group Member',
  'Wellness Coach',
  'Fitness Partner',
  'Manager',
  'Mentor',
  'Ex coworker',
] as const;
export type RelationshipType = (typeof relationshipTypes)[number];

/** Goal tags, reading B of SPEC §3 (the setup screen's options). */
export const goalTagCategories = {
  'Health & Fitness': ['Lose Weight', 'Gain Muscle', 'Run Marathon', 'Better Sleep', 'Meditation'],
  'Career & Finance': ['Get Promotion', 'Save Money', 'Start Business', 'Learn Skill', 'Network'],
  'Personal Growth': ['Read More', 'Learn Language', 'Public Speaking', 'Time Management', 'Journaling'],
  Relationships: ['Dating', 'Family Time', 'Make Friends', 'Improve Communication', 'Be More Social'],
} as const;
export type GoalTagCategory = keyof typeof goalTagCategories;
export const goalTagCategoryNames = Object.keys(goalTagCategories) as GoalTagCategory[];
export const goalTags = goalTagCategoryNames.flatMap((c) => goalTagCategories[c]);
export type GoalTag = (typeof goalTagCategories)[GoalTagCategory][number];

export const socialProviders = ['instagram', 'facebook', 'linkedin', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];
export const socialProviderLabels: Record<SocialProvider, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  apple: 'Apple',
};
/**
 * The sites a provider's profile link may point to (the domain or a subdomain of it): a link shown to
 * others with a provider's icon must lead to that provider, not anywhere a phisher chooses.
 */
export const socialProviderDomains: Record<SocialProvider, readonly string[]> = {
  instagram: ['instagram.com'],
  facebook: ['facebook.com', 'fb.com', 'fb.me'],
  linkedin: ['linkedin.com'],
  apple: ['apple.com'],
};

/** Whom a member takes anonymous receipts from; named receipts come from anyone they haven't blocked. */
export const anonymousReceiptSenders = ['anyone', 'addressBook', 'noOne'] as const;
export type AnonymousReceiptSenders = (typeof anonymousReceiptSenders)[number];
export const anonymousReceiptSenderLabels: Record<AnonymousReceiptSenders, string> = {
  anyone: 'From anyone',
  addressBook: 'From people in my address book',
  noOne: 'From no one',
};

/** The thank-yous a recipient may send back on a receipt: a small fixed set, so nothing else rides along. */
export const thanksReactions = [
  'Thank you',
  'This meant a lot',
  'Made my day',
  "I'll keep this in mind",
] as const;
export type ThanksReaction = (typeof thanksReactions)[number];

/**
 * What a recipient may privately mark a receipt as, any of them (changeable). Its giver sees only totals
 * over many receipts (functions/domain/helpful-marks.ts), never a receipt's marks.
 */
export const helpfulMarks = ['specific', 'actionable', 'kind'] as const;
export type HelpfulMark = (typeof helpfulMarks)[number];
export const helpfulMarkLabels: Record<HelpfulMark, string> = {
  specific: 'Specific',
  actionable: 'Actionable',
  kind: 'Kind',
};

/** The questions a member may ask with a feedback request, besides one of their own. */
export const feedbackQuestionTemplates = [
  "How did I come across in today's meeting?",
  'What should I keep doing?',
  "What's one thing I could do differently?",
  'First week together: how am I doing?',
] as const;

/** A giver's answer to "Since then, have you noticed a change?". */
export const followUpChanges = ['yes', 'somewhat', 'no'] as const;
export type FollowUpChange = (typeof followUpChanges)[number];
/** The answers that count as "noticed a change" (a wall's goal line). */
export const noticedChanges: readonly FollowUpChange[] = ['yes', 'somewhat'];
/** A follow-up as its giver sees it. */
export const followUpStatuses = ['pending', 'answered', 'declined'] as const;

/** Where a feedback request stands: open to answers, answered at least once, or past its time unanswered. */
export const feedbackRequestStatuses = ['open', 'answered', 'expired'] as const;
export type FeedbackRequestStatus = (typeof feedbackRequestStatuses)[number];

export const receiptBoxes = ['sent', 'received', 'all'] as const;
export type ReceiptBox = (typeof receiptBoxes)[number];
export const receiptDirections = ['sent', 'received'] as const;
export type ReceiptDirection = (typeof receiptDirections)[number];

/** Why a received receipt is out of its recipient's hub: they blocked its sender, or reported it. */
/** Why a received receipt is out of the hub: a block, a report, or held for the recipient's review. */
export const withheldKinds = ['block', 'report', 'review'] as const;
export type WithheldKind = (typeof withheldKinds)[number];

/** Why a recipient reports a receipt; `other` needs a few words of text. */
export const reportReasons = ['harassment', 'hate', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  harassment: 'Harassment',
  hate: 'Hate',
  spam: 'Spam',
  other: 'Something else',
};

export { moderatorsGroup } from './groups';
