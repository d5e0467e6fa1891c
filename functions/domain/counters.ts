import type { Counters } from '@contract/schemas/profile';
import type { StoredReceipt } from './receipts';

/**
 * The counters module's pure half: the shape of a profile's `counters` map, what a receipt counts in, and
 * the update expression that moves counters. `store/profiles/counters.ts` turns these into the table's writes; no
 * other module names a counter attribute (test/unit/counters-single-source.test.ts).
 *
 * `sentAnonymously` (part of `sent`) is never shown to anyone but the sender; `unread` is the top bar's
 * badge; `hidden` / `hiddenByCategory` (part of `received`) are the receipts hidden from the public profile.
 */
export type ProfileCounters = Omit<Counters, 'thanksReceived'> & {
  /** Missing on profiles from before thank-yous. */
  thanksReceived?: number;
  unread?: number;
  sentAnonymously?: number;
  hidden?: number;
  hiddenByCategory?: Record<string, number>;
  /** Received receipts linked to a goal, per `<tag>#<YYYY-MM>` (the month it was sent, UTC). */
  receivedByGoalMonth?: Record<string, number>;
  /**
   * The member's reflections on receipts in their hub, as the journal lists them: moved with the reflection's
   * write and with the receipt's leaving or coming back. Missing on profiles from before it was kept.
   */
  reflections?: number;
  /**
   * Answers on the member's goal follow-ups, as the goals page shows them (an anonymous one once delivered):
   * moved with each answer's write. Missing on profiles from before it was kept.
   */
  followUpAnswers?: number;
};

export const emptyCounters = (): Counters => ({
  received: 0,
  sent: 0,
  receivedByCategory: {},
  receivedByIntent: {},
  sentByCategory: {},
  innerCircle: 0,
  thanksReceived: 0,
});

/** A new profile's counters: every map a nested counter lives in exists, so nested updates need no guard. */
export const newProfileCounters = (): ProfileCounters => ({
  ...emptyCounters(),
  hidden: 0,
  hiddenByCategory: {},
  receivedByGoalMonth: {},
});

/** The key of a goal's month in `receivedByGoalMonth`: the receipt's month is its `createdAt`'s (UTC). */
export const goalMonthKey = (goal: string, createdAt: string) => `${goal}#${createdAt.slice(0, 7)}`;

/** How many linked receipts `counters` holds for `goal` in all. */
export const goalTotal = (counters: ProfileCounters, goal: string) =>
  Object.entries(counters.receivedByGoalMonth ?? {})
    .filter(([key]) => key.startsWith(`${goal}#`))
    .reduce((sum, [, count]) => sum + Math.max(0, count), 0);

/** How many linked receipts `counters` holds for `goal` in `month` (`YYYY-MM`). */
export const goalMonthCount = (counters: ProfileCounters, goal: string, month: string) =>
  Math.max(0, counters.receivedByGoalMonth?.[`${goal}#${month}`] ?? 0);

/** The counters `GET /me` shows its owner. */
export const ownCountersOf = (counters: ProfileCounters): Counters => ({
  received: counters.received,
  sent: counters.sent,
  receivedByCategory: counters.receivedByCategory,
  receivedByIntent: counters.receivedByIntent,
  sentByCategory: counters.sentByCategory ?? {},
  innerCircle: counters.innerCircle,
  thanksReceived: counters.thanksReceived ?? 0,
});

/** The top bar's badge: never below zero, even while a withheld receipt's correction is in flight. */
export const unreadOf = (counters: ProfileCounters) => Math.max(0, counters.unread ?? 0);

/**
 * The counts others see, of what the wall may show only: "received" is the sum of the shown categories
 * (none while receipts sharing is off, so no count of private categories or uncategorised receipts),
 * without the receipts the owner hid; anonymous receipts are left out of "given" (it would move exactly
 * when one is delivered).
 */
export function publicCountsOf(counters: ProfileCounters, shownCategories: Iterable<string>) {
  const categoryCounts = Object.fromEntries(
    [...shownCategories].map((c) => [
      c,
      (counters.receivedByCategory[c] ?? 0) - (counters.hiddenByCategory?.[c] ?? 0),
    ]),
  );
  return {
    counters: {
      received: Object.values(categoryCounts).reduce((sum, n) => sum + n, 0),
      sent: counters.sent - (counters.sentAnonymously ?? 0),
    },
    categoryCounts,
  };
}

/** One counter's change: its path below the profile's `counters` map and how much it moves. */
export interface CounterChange {
  path: readonly string[];
  delta: number;
}

/** The families of counters; a new family (per week, per month) is one more entry here and in a change list. */
export const counterPaths = {
  received: () => ['received'],
  receivedByCategory: (category: string) => ['receivedByCategory', category],
  receivedByIntent: (intent: string) => ['receivedByIntent', intent],
  hidden: () => ['hidden'],
  hiddenByCategory: (category: string) => ['hiddenByCategory', category],
  receivedByGoalMonth: (goal: string, createdAt: string) => [
    'receivedByGoalMonth',
    goalMonthKey(goal, createdAt),
  ],
  sent: () => ['sent'],
  sentByCategory: (category: string) => ['sentByCategory', category],
  sentAnonymously: () => ['sentAnonymously'],
  unread: () => ['unread'],
  innerCircle: () => ['innerCircle'],
  thanksReceived: () => ['thanksReceived'],
  reflections: () => ['reflections'],
  followUpAnswers: () => ['followUpAnswers'],
} as const satisfies Record<string, (...args: string[]) => readonly string[]>;

const change = (path: readonly string[], delta: number): CounterChange => ({ path, delta });

/** What a receipt adds to its recipient's counters (`sign` 1) or takes back (-1); hidden ones in `hidden*` too. */
export function receivedChanges(receipt: StoredReceipt, sign: 1 | -1): CounterChange[] {
  const changes = [change(counterPaths.received(), sign)];
  if (receipt.category) changes.push(change(counterPaths.receivedByCategory(receipt.category), sign));
  if (receipt.intent) changes.push(change(counterPaths.receivedByIntent(receipt.intent), sign));
  if (receipt.goal)
    changes.push(change(counterPaths.receivedByGoalMonth(receipt.goal, receipt.createdAt), sign));
  if (receipt.hiddenAt) changes.push(...hiddenChanges(receipt, sign));
  return changes;
}

/** What a receipt adds to its sender's counters, or gives back. */
export function givenChanges(receipt: StoredReceipt, sign: 1 | -1): CounterChange[] {
  const changes = [change(counterPaths.sent(), sign)];
  if (receipt.category) changes.push(change(counterPaths.sentByCategory(receipt.category), sign));
  if (receipt.anonymous) changes.push(change(counterPaths.sentAnonymously(), sign));
  return changes;
}

/** Hiding a received receipt from the public profile (`sign` 1), or showing it again (-1). */
export function hiddenChanges(receipt: StoredReceipt, sign: 1 | -1): CounterChange[] {
  const changes = [change(counterPaths.hidden(), sign)];
  if (receipt.category) changes.push(change(counterPaths.hiddenByCategory(receipt.category), sign));
  return changes;
}

/** The badge moves by `delta` (a new receipt: 1; receipts withheld before the hub was opened: minus them). */
export const unreadChange = (delta: number): CounterChange => change(counterPaths.unread(), delta);

export const innerCircleChange = (delta: 1 | -1): CounterChange => change(counterPaths.innerCircle(), delta);

/** A receipt's first thank-you, counted for its giver. */
export const thanksChange = (): CounterChange => change(counterPaths.thanksReceived(), 1);

/** Reflections on receipts in the hub: one written (1) or removed (-1), or receipts leaving or coming back. */
export const reflectionsChange = (delta: number): CounterChange => change(counterPaths.reflections(), delta);

/** An answer on one of the member's follow-ups, once they can see it. */
export const followUpAnswersChange = (): CounterChange => change(counterPaths.followUpAnswers(), 1);

/** `SET` clauses with their placeholders, to join with other clauses of the same update. */
export interface CounterUpdate {
  sets: string[];
  names: Record<string, string>;
  values: Record<string, number>;
}

/** The placeholder path of a counter (`#c0.#c1.#c2`); names are bound in `names`, shared across changes. */
function placeholderPath(path: readonly string[], names: Record<string, string>) {
  return ['counters', ...path]
    .map((segment) => {
      const existing = Object.entries(names).find(([, value]) => value === segment)?.[0];
      if (existing) return existing;
      const name = `#c${Object.keys(names).length}`;
      names[name] = segment;
      return name;
    })
    .join('.');
}

/** Sets counters to a value (the badge back to zero when the hub is opened; a count recounted). */
export function counterReset(paths: readonly (readonly string[])[], value = 0): CounterUpdate {
  const names: Record<string, string> = {};
  const sets = paths.map((path) => `${placeholderPath(path, names)} = :cr`);
  return { sets, names, values: { ':cr': value } };
}

/** A condition on one counter of `update` (`innerCircle < max`), with its names and value bound there. */
export function counterCondition(
  update: CounterUpdate,
  path: readonly string[],
  comparison: '<' | '>',
  value: number,
): string {
  update.values[':cc'] = value;
  return `${placeholderPath(path, update.names)} ${comparison} :cc`;
}

/**
 * The update that applies `changes` (changes to the same counter are summed), every name and value a
 * placeholder. A missing counter counts from zero; one that a decrement finds missing was never raised by
 * what is taken back (written before it existed), so it stays at zero.
 */
export function counterUpdate(changes: readonly CounterChange[]): CounterUpdate {
  const summed = new Map<string, CounterChange>();
  for (const { path, delta } of changes) {
    const key = JSON.stringify(path);
    summed.set(key, { path, delta: (summed.get(key)?.delta ?? 0) + delta });
  }
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const sets = [...summed.values()].map(({ path, delta }, i) => {
    const target = placeholderPath(path, names);
    values[`:cd${i}`] = delta;
    values[`:cs${i}`] = Math.max(0, -delta);
    return `${target} = if_not_exists(${target}, :cs${i}) + :cd${i}`;
  });
  return { sets, names, values };
}
