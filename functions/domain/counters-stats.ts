import { otherCategory } from '@contract/enums';
import { dayOf, monthOf, weekOf } from './dashboard-periods';
import { deliveryDayText } from './delivery-time';

/**
 * The counters module's growth figures (pure half): what one receipt adds to a member's per-period buckets
 * (the dashboard's aggregates). A receipt counts for its recipient while it is in the recipient's hub
 * (a RECEIPT# item), and for its sender while it is in the sender's sent list (RECEIPT# or WITHHELD#, while
 * the item keeps the sender's index key). Each such membership is one `StatsContribution`; the stream
 * consumer (events/dashboard-stats.ts) adds one when it appears and takes it back when it goes.
 * `store/profiles/counters-stats.ts` writes these; no other module names a bucket attribute. Keys are
 * built and read in store/platform/keys.ts only: here a bucket is a period, an item a receipt's place.
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

/** Where a receipt item's keys put it: its recipient's hub or withheld, and whether in its sender's sent list. */
export interface ReceiptPlace {
  source: StatsContribution['source'];
  inSentList: boolean;
}

/**
 * The receipt fields a contribution is made of, as a stream image carries them (unmarshalled), and the
 * place its keys give it (`keyReaders.receiptImage` in store/platform/keys.ts); no place: not a receipt.
 */
export type ReceiptImage = Record<string, unknown> & { place?: ReceiptPlace | null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/** The item fields contributionsOf reads: a stream consumer reads only these from an image. */
export const receiptImageFields = [
  'id',
  'recipientId',
  'senderId',
  'anonymous',
  'createdAt',
  'category',
  'intent',
  'dayContext',
  'tags',
] as const;

/** The contributions a table item makes (none for items that are not receipts). */
export function contributionsOf(image: ReceiptImage | undefined): StatsContribution[] {
  if (!image) return [];
  const source = image.place?.source;
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
  const anonymous = image.anonymous === true;
  const [recipientId, senderId] = [text(image.recipientId), text(image.senderId)];
  if (source === 'hub')
    found.push({ ...base, role: 'received', memberId: recipientId, otherId: anonymous ? null : senderId });
  // A giver is told an anonymous receipt's day, not the recipient's hour (receiptFor): so are their figures.
  const given = anonymous ? { createdAt: deliveryDayText(base.createdAt) } : {};
  if (image.place?.inSentList && senderId)
    found.push({ ...base, ...given, role: 'given', memberId: senderId, otherId: recipientId });
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

/** A bucket of a member's figures: the totals, or one ISO week, month or day (`2026-W09`, `2026-03`). */
export type StatsBucket = { period: 'total' } | { period: 'week' | 'month' | 'day'; name: string };

/** Buckets as a text, one per bucket: a transaction writes each once. */
const bucketText = (b: StatsBucket) => (b.period === 'total' ? b.period : `${b.period} ${b.name}`);

/**
 * A pair entry of "you last gave them" (`gave`) or "they last gave you a named one" (`named`): one per
 * contribution that counts toward someone in the inner circle, made when its receipt was.
 */
export interface StatsPair {
  memberId: string;
  kind: 'gave' | 'named';
  otherId: string;
  createdAt: string;
  receiptId: string;
  source: StatsContribution['source'];
}

export const statsAttributes = {
  byCategory: (role: StatsRole, category: string) => `${role}:${category || otherCategory}`,
  total: (role: StatsRole) => role,
  byContext: (role: StatsRole, context: string) => `${role}Context:${context}`,
  /** On the totals item: receipts given per ISO week, so the giving run is one item's read, not 260 weeks'. */
  givenInWeek: (week: string) => `givenWeek:${week}`,
  intent: (intent: string) => `intent:${intent}`,
  tag: (tag: string) => `tag:${tag}`,
} as const;

export interface BucketChange {
  bucket: StatsBucket;
  adds: Record<string, number>;
}

/** The buckets a contribution moves by `sign`: its week, month and the totals; a received one its day too. */
export function bucketChanges(c: StatsContribution, sign: 1 | -1): BucketChange[] {
  const byCategory = { [statsAttributes.byCategory(c.role, c.category)]: sign };
  const noticed: Record<string, number> = {};
  if (c.role === 'received' && c.intent) noticed[statsAttributes.intent(c.intent)] = sign;
  if (c.role === 'received') for (const tag of new Set(c.tags)) noticed[statsAttributes.tag(tag)] = sign;
  const total: Record<string, number> = { [statsAttributes.total(c.role)]: sign };
  if (c.dayContext) total[statsAttributes.byContext(c.role, c.dayContext)] = sign;
  if (c.role === 'given') total[statsAttributes.givenInWeek(weekOf(c.createdAt))] = sign;
  const changes: BucketChange[] = [
    { bucket: { period: 'total' }, adds: total },
    { bucket: { period: 'week', name: weekOf(c.createdAt) }, adds: { ...byCategory, ...noticed } },
    { bucket: { period: 'month', name: monthOf(c.createdAt) }, adds: byCategory },
  ];
  // Days only for intents and tags: the 90-day windows read whole weeks, and days only in their edge weeks.
  if (Object.keys(noticed).length)
    changes.push({ bucket: { period: 'day', name: dayOf(c.createdAt) }, adds: noticed });
  return changes;
}

/** The pair entry of a contribution that counts toward someone in the inner circle, or null. */
export function pairOf(c: StatsContribution): StatsPair | null {
  if (!c.otherId) return null;
  const kind = c.role === 'given' ? 'gave' : 'named';
  const { memberId, otherId, createdAt, receiptId, source } = c;
  return { memberId, kind, otherId, createdAt, receiptId, source };
}

/** A contribution added (`sign` 1) or taken back (-1). */
export interface StatsMove {
  contribution: StatsContribution;
  sign: 1 | -1;
}

/** What an item's change moves, in order: what went is taken back before what came is added. */
export function movesOf(before: ReceiptImage | undefined, after: ReceiptImage | undefined): StatsMove[] {
  const { gone, came } = contributionChanges(before, after);
  return [
    ...gone.map((contribution) => ({ contribution, sign: -1 as const })),
    ...came.map((contribution) => ({ contribution, sign: 1 as const })),
  ];
}

/** Moves written in one transaction: each bucket once, with the sum of the moves' changes to it. */
export interface StatsMoveGroup {
  moves: StatsMove[];
  buckets: (BucketChange & { memberId: string })[];
  members: string[];
}

/** DynamoDB's most items in one transaction. */
export const transactionItemsMax = 100;

/** The items a move writes on its own (its ledger entry and its pair entry), each as a text of its key. */
export type OwnItemsOf = (move: StatsMove) => readonly string[];

/**
 * Groups moves, in their order, into transactions (a batch of stream records in a few instead of one per
 * contribution): a move joins the group before it unless it writes an item already in it (the same
 * contribution going and coming back) or the group would pass `limit` items (each move's ledger and pair
 * entries, `ownItemsOf`, from the store's keys; each bucket; one check per member). Buckets whose changes
 * sum to nothing are left out.
 */
export function groupMoves(
  moves: readonly StatsMove[],
  ownItemsOf: OwnItemsOf,
  limit = transactionItemsMax,
): StatsMoveGroup[] {
  const groups: {
    moves: StatsMove[];
    own: Set<string>;
    buckets: Map<string, BucketChange & { memberId: string }>;
    members: Set<string>;
  }[] = [];
  const sizeOf = (g: (typeof groups)[number]) => g.own.size + g.buckets.size + g.members.size;
  for (const move of moves) {
    const { memberId } = move.contribution;
    const own = ownItemsOf(move);
    const changes = bucketChanges(move.contribution, move.sign);
    const bucketKey = (bucket: StatsBucket) => `${memberId}\n${bucketText(bucket)}`;
    let group = groups.at(-1);
    const added = (g: (typeof groups)[number]) =>
      own.length +
      changes.filter((c) => !g.buckets.has(bucketKey(c.bucket))).length +
      (g.members.has(memberId) ? 0 : 1);
    if (!group || own.some((key) => group!.own.has(key)) || sizeOf(group) + added(group) > limit) {
      group = { moves: [], own: new Set(), buckets: new Map(), members: new Set() };
      groups.push(group);
    }
    group.moves.push(move);
    for (const key of own) group.own.add(key);
    group.members.add(memberId);
    for (const change of changes) {
      const bucket = group.buckets.get(bucketKey(change.bucket)) ?? {
        memberId,
        bucket: change.bucket,
        adds: {},
      };
      for (const [name, delta] of Object.entries(change.adds))
        bucket.adds[name] = (bucket.adds[name] ?? 0) + delta;
      group.buckets.set(bucketKey(change.bucket), bucket);
    }
  }
  return groups.map((g) => ({
    moves: g.moves,
    members: [...g.members],
    buckets: [...g.buckets.values()]
      .map((b) => ({ ...b, adds: Object.fromEntries(Object.entries(b.adds).filter(([, n]) => n !== 0)) }))
      .filter((b) => Object.keys(b.adds).length),
  }));
}
