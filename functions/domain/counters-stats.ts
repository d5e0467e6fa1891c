import { createHash } from 'node:crypto';
import { otherCategory } from '@contract/enums';
import { dayOf, monthOf, weekOf } from './dashboard-periods';

/**
 * The counters module's growth figures (pure half): what one receipt adds to a member's per-period buckets
 * (the dashboard's aggregates). A receipt counts for its recipient while it is in the recipient's hub
 * (a RECEIPT# item), and for its sender while it is in the sender's sent list (RECEIPT# or WITHHELD#, while
 * the item keeps the sender's index key). Each such membership is one `StatsContribution`; the stream
 * consumer (events/dashboard-stats.ts) adds one when it appears and takes it back when it goes.
 * `store/counters-stats.ts` writes these; no other module names a bucket attribute.
 */
export type StatsRole = 'received' | 'given';

export interface StatsContribution {
  role: StatsRole;
  /** `hub` for the RECEIPT# item, `withheld` for WITHHELD#: a move is one going and one coming. */
  source: 'hub' | 'withheld';
  /** Whose figures it is in. */
  memberId: string;
  /** The other party when it counts toward them in the inner circle: the recipient, or a named sender. */
  otherId: string | null;
  receiptId: string;
  createdAt: string;
  category: string;
  intent: string;
  dayContext: string;
  tags: string[];
}

/** The receipt fields a contribution is made of, as a stream image carries them (unmarshalled). */
export type ReceiptImage = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** The contributions a table item makes (none for items that are not receipts). */
export function contributionsOf(image: ReceiptImage | undefined): StatsContribution[] {
  if (!image) return [];
  const sortKey = text(image.SK);
  const source = sortKey.startsWith('RECEIPT#') ? 'hub' : sortKey.startsWith('WITHHELD#') ? 'withheld' : null;
  if (!source || !text(image.id) || !text(image.recipientId)) return [];
  const base = {
    source,
    receiptId: text(image.id),
    createdAt: text(image.createdAt),
    category: text(image.category),
    intent: text(image.intent),
    dayContext: text(image.dayContext),
    tags: list(image.tags),
  } as const;
  const found: StatsContribution[] = [];
  if (source === 'hub') {
    const named = image.anonymous !== true;
    found.push({
      ...base,
      role: 'received',
      memberId: text(image.recipientId),
      otherId: named ? text(image.senderId) : null,
    });
  }
  if (text(image.GSI1PK) && text(image.senderId))
    found.push({ ...base, role: 'given', memberId: text(image.senderId), otherId: text(image.recipientId) });
  return found;
}

/** What an item's change moves: contributions that went (-1) and came (+1); unchanged ones move nothing. */
export function contributionChanges(before: ReceiptImage | undefined, after: ReceiptImage | undefined) {
  const same = (a: StatsContribution, b: StatsContribution) => JSON.stringify(a) === JSON.stringify(b);
  const old = contributionsOf(before);
  const now = contributionsOf(after);
  return {
    gone: old.filter((c) => !now.some((n) => same(c, n))),
    came: now.filter((n) => !old.some((c) => same(c, n))),
  };
}

const pairDigest = (memberId: string) =>
  createHash('sha256').update(memberId).digest('base64url').slice(0, 22);

/** The bucket items (sort keys in the member's partition) and the attributes a contribution moves in each. */
export const statsSortKeys = {
  total: () => 'STATS#TOTAL',
  week: (week: string) => `STATS#W#${week}`,
  month: (month: string) => `STATS#M#${month}`,
  day: (day: string) => `STATS#D#${day}`,
  /** The contribution's ledger: it exists exactly while the contribution is counted (idempotence). */
  ledger: (c: Pick<StatsContribution, 'role' | 'source' | 'receiptId'>) =>
    `STATS#L#${c.role}#${c.source}#${c.receiptId}`,
  /**
   * Per pair, newest last: "you last gave them" (`gave`) and "they last gave you a named one" (`named`).
   * The other member is named by a digest: their account's deletion leaves no trace in another partition
   * even while the consumer is still taking their receipts' entries back.
   */
  pairPrefix: (kind: 'gave' | 'named', otherId: string) => `STATS#P#${kind}#${pairDigest(otherId)}#`,
} as const;

export const statsAttributes = {
  byCategory: (role: StatsRole, category: string) => `${role}:${category || otherCategory}`,
  total: (role: StatsRole) => role,
  byContext: (role: StatsRole, context: string) => `${role}Context:${context}`,
  intent: (intent: string) => `intent:${intent}`,
  tag: (tag: string) => `tag:${tag}`,
} as const;

export interface BucketChange {
  sortKey: string;
  adds: Record<string, number>;
}

/** The buckets a contribution moves by `sign`: its week, month and the totals; a received one its day too. */
export function bucketChanges(c: StatsContribution, sign: 1 | -1): BucketChange[] {
  const byCategory = { [statsAttributes.byCategory(c.role, c.category)]: sign };
  const total: Record<string, number> = { [statsAttributes.total(c.role)]: sign };
  if (c.dayContext) total[statsAttributes.byContext(c.role, c.dayContext)] = sign;
  const changes: BucketChange[] = [
    { sortKey: statsSortKeys.total(), adds: total },
    { sortKey: statsSortKeys.week(weekOf(c.createdAt)), adds: byCategory },
    { sortKey: statsSortKeys.month(monthOf(c.createdAt)), adds: byCategory },
  ];
  if (c.role === 'received') {
    const day: Record<string, number> = {};
    if (c.intent) day[statsAttributes.intent(c.intent)] = sign;
    for (const tag of new Set(c.tags)) day[statsAttributes.tag(tag)] = sign;
    if (Object.keys(day).length) changes.push({ sortKey: statsSortKeys.day(dayOf(c.createdAt)), adds: day });
  }
  return changes;
}

/** The pair-log entry of a contribution that counts toward someone in the inner circle, or null. */
export function pairEntryOf(c: StatsContribution): string | null {
  if (!c.otherId) return null;
  const kind = c.role === 'given' ? 'gave' : 'named';
  return `${statsSortKeys.pairPrefix(kind, c.otherId)}${c.createdAt}#${c.receiptId}#${c.source}`;
}
