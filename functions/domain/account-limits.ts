import { format } from '@contract/format';
import { type AccountLimitName, accountLimits } from '@contract/limits';
import * as messages from '@contract/messages';
import { waitText } from '@contract/wait-text';

export { waitText };

/** A limit as this stage applies it: the contract's window, the stage's maximum. */
export interface AppliedLimit {
  name: AccountLimitName;
  max: number;
  windowSeconds: number;
}

/**
 * Which limit a refusal names, in the member's words. A member's anonymous ceiling refuses no one: it is
 * counted as receipts are delivered, and one past it waits a day (held-receipts.ts).
 */
type RefusingLimitName = Exclude<AccountLimitName, 'anonymousReceiptsToOneMemberPerDay'>;
const refusals: Record<RefusingLimitName, string> = {
  receiptsPerDay: messages.receiptsPerDayReached,
  receiptsToOneRecipientPerDay: messages.receiptsToOneRecipientReached,
  anonymousReceiptsFromOneGiverPerDay: messages.anonymousReceiptsFromOneGiverReached,
  uploadsPerHour: messages.uploadsPerHourReached,
  contactsPerDay: messages.contactsPerDayReached,
  feedbackRequestsPerDay: messages.feedbackRequestsPerDayReached,
  reportsPerDay: messages.reportsPerDayReached,
  searchesPerMinute: messages.searchesPerMinuteReached,
  directoryPagesPerMinute: messages.directoryPagesReached,
  usernameChecksPerAddressPerMinute: messages.usernameChecksReached,
  contactMessagesPerAddressPerHour: messages.contactFormLimitReached,
  signInMethodReportsPerHour: messages.signInMethodReportsReached,
};

type Overrides = Partial<Record<AccountLimitName, number | 'off'>>;

const overridesCache = new Map<string, Overrides>();

/** The stage's overrides (ACCOUNT_LIMITS); entries that are not a positive whole number or "off" are ignored. */
export function parseOverrides(json: string | undefined): Overrides {
  if (!json) return {};
  const cached = overridesCache.get(json);
  if (cached) return cached;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('ACCOUNT_LIMITS is not JSON');
  }
  const overrides: Overrides = {};
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (!Object.hasOwn(accountLimits, name)) throw new Error(`ACCOUNT_LIMITS names no limit "${name}"`);
    if (value === 'off' || (Number.isInteger(value) && (value as number) > 0))
      overrides[name as AccountLimitName] = value as number | 'off';
    else throw new Error(`ACCOUNT_LIMITS.${name} must be a positive whole number or "off"`);
  }
  overridesCache.set(json, overrides);
  return overrides;
}

/** The limit as applied with `overridesJson` (the environment's ACCOUNT_LIMITS); null when it is off. */
export function appliedLimit(name: AccountLimitName, overridesJson: string | undefined): AppliedLimit | null {
  const override = parseOverrides(overridesJson)[name];
  if (override === 'off') return null;
  return { name, max: override ?? accountLimits[name].max, windowSeconds: accountLimits[name].windowSeconds };
}

/** The fixed window `now` falls in: its start (epoch seconds, part of the counter's key) and when it ends. */
export function windowAt(limit: AppliedLimit, now: Date) {
  const nowSeconds = now.getTime() / 1000;
  const start = Math.floor(nowSeconds / limit.windowSeconds) * limit.windowSeconds;
  const end = start + limit.windowSeconds;
  return { start, end, retryAfterSeconds: Math.max(1, Math.ceil(end - nowSeconds)) };
}

/** The refusal's text: which limit, its maximum, and when it resets. */
export function refusalMessage(limit: AppliedLimit, retryAfterSeconds: number): string {
  const text = (refusals as Partial<Record<AccountLimitName, string>>)[limit.name];
  if (!text) throw new Error(`${limit.name} refuses no request`);
  return format(text, { max: String(limit.max), wait: waitText(retryAfterSeconds) });
}
