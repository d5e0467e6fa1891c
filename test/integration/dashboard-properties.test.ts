import { categories, dayContexts, emotionalRegulations, intents } from '@contract/enums';
import { Me } from '@contract/schemas/profile';
import fc from 'fast-check';
import { callApi } from '../support/api';
import { settledDashboard } from '../support/dashboard';
import { expectGoalsMatchHub, setGoals } from '../support/goals';
import { makeModerator } from '../support/moderators';
import { createMember, type TestMember } from '../support/profiles';
import {
  addToCircle,
  blockSender,
  deleteAccount,
  editReceipt,
  hideReceipt,
  removeReportedReceipt,
  reportReceipt,
} from '../support/receipt-actions';
import { giveReceipt } from '../support/receipts';
import { uniqueMark } from '../support/unique-mark';

/**
 * Property: whatever short sequence of sends (some linked to one of the recipient's goals), edits, hides,
 * blocks, reports, moderator removals and account deletions happens among a few members, every dashboard
 * and goal figure then equals a count over the member's hub lists and inner circle, and the balance equals
 * the profile's counts. Runs are few and short (each makes
 * fresh members); the seed is fixed (DASHBOARD_PROPERTY_SEED overrides it) and fast-check prints it, with
 * the failing sequence, on failure.
 */
const seed = Number(process.env.DASHBOARD_PROPERTY_SEED ?? 240_24);
const members = 4;
/** Members 0 and 1 stay; the others may delete their accounts. */
const deletable = [2, 3];
/** Every member's public goals; a send may link one of them (or one the recipient does not have: refused). */
const memberGoals = ['Read More', 'Network'];

type Step =
  | { kind: 'send'; from: number; to: number; anonymous: boolean; fields: Record<string, unknown> }
  | { kind: 'edit' | 'hide' | 'show' | 'block' | 'report' | 'remove'; receipt: number }
  | { kind: 'delete'; member: number };

const member = fc.nat({ max: members - 1 });
const receipt = fc.nat({ max: 20 });
const optional = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
const send = fc
  .record({
    from: member,
    to: member,
    anonymous: fc.boolean(),
    category: optional(categories),
    intent: optional(intents),
    dayContext: optional(dayContexts),
    emotionalRegulation: fc.subarray([...emotionalRegulations], { maxLength: 2 }),
    goal: optional([...memberGoals, 'Dating']),
  })
  .filter((s) => s.from !== s.to)
  .map(({ from, to, anonymous, ...fields }): Step => ({ kind: 'send', from, to, anonymous, fields }));
const onReceipt = (kind: 'edit' | 'hide' | 'show' | 'block' | 'report' | 'remove') =>
  receipt.map((r): Step => ({ kind, receipt: r }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: send, weight: 5 },
  onReceipt('edit'),
  onReceipt('hide'),
  onReceipt('show'),
  onReceipt('block'),
  onReceipt('report'),
  onReceipt('remove'),
  fc.constantFrom(...deletable).map((m): Step => ({ kind: 'delete', member: m })),
);

interface Given {
  id: string;
  from: number;
  to: number;
  text: string;
  reported: boolean;
}

async function run(steps: Step[], moderator: TestMember) {
  const people = await Promise.all(Array.from({ length: members }, () => createMember()));
  await Promise.all(people.map((p) => setGoals(p, memberGoals)));
  await addToCircle(people[0]!, people[1]!);
  await addToCircle(people[0]!, people[2]!);
  await addToCircle(people[1]!, people[0]!);
  const gone = new Set<number>();
  const given: Given[] = [];
  const pick = (i: number) => (given.length ? given[i % given.length] : undefined);
  for (const s of steps) {
    if (s.kind === 'send') {
      if (gone.has(s.from) || gone.has(s.to)) continue;
      const text = `step ${uniqueMark()}`;
      const res = await giveReceipt(people[s.from]!, people[s.to]!, {
        ...s.fields,
        anonymous: s.anonymous,
        receiptText: text,
      });
      // A blocked sender and a goal the recipient does not have are refused; anything else is accepted.
      if (s.fields.goal === 'Dating') expect(res.status).not.toBe(201);
      else if (res.status !== 201) expect(res.status).toBe(403);
      if (res.status === 201) given.push({ id: res.body.id, from: s.from, to: s.to, text, reported: false });
      continue;
    }
    if (s.kind === 'delete') {
      if (!gone.has(s.member)) await deleteAccount(people[s.member]!);
      gone.add(s.member);
      continue;
    }
    const r = pick(s.receipt);
    if (!r || gone.has(r.to) || gone.has(r.from)) continue;
    const recipient = people[r.to]!;
    // Actions on a receipt no longer in the hub answer 404; the sequence goes on (nothing changed).
    const attempt = async (action: () => Promise<unknown>) =>
      action().catch((error: Error) => {
        if (!/: 40[34] /.test(error.message)) throw error;
      });
    if (s.kind === 'edit')
      await attempt(() =>
        editReceipt(recipient, r.id, `${r.text} (edited)`).then(() => (r.text = `${r.text} (edited)`)),
      );
    if (s.kind === 'hide' || s.kind === 'show')
      await attempt(() => hideReceipt(recipient, r.id, s.kind === 'hide'));
    if (s.kind === 'block') await attempt(() => blockSender(recipient, r.id));
    if (s.kind === 'report')
      await attempt(() => reportReceipt(recipient, r.id).then(() => (r.reported = true)));
    if (s.kind === 'remove' && r.reported) await attempt(() => removeReportedReceipt(moderator, r.text));
  }
  for (const [i, person] of people.entries()) {
    if (gone.has(i)) continue;
    const { figures, expected } = await settledDashboard(person);
    expect(figures).toEqual(expected);
    const counters = Me.parse((await callApi('GET', '/me', { token: person.idToken })).body).counters;
    expect(figures.balance).toEqual({ received: counters.received, given: counters.sent });
    await expectGoalsMatchHub(person);
  }
}

describe('dashboard and goal figures under random histories', () => {
  let moderator: TestMember;
  beforeAll(async () => {
    moderator = await makeModerator(await createMember('Mod', 'Erator'));
  });

  it('equal counts over the hub lists and profile after any short sequence of changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), (steps) => run(steps, moderator)),
      { numRuns: 15, seed, endOnFailure: true },
    );
  }, 600_000);
});
