import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { ulid } from 'ulid';
import { newProfileCounters } from '../functions/domain/counters';
import { dynamo } from '../functions/store/platform/clients';
import { type HeldReceipt, heldReceiptItem } from '../functions/store/receipts/held-receipts';
import { defaultMemoryMb } from '../infra/stacks/lambda-defaults';
import { runDelivery } from '../test/support/held-receipts';
import { seededProfile, writeAll } from '../test/support/seed';
import { sumConsumedCapacity } from './consumed-capacity';
import { runUsd } from './cost-model';
import { commandsText, countRequests, staysFlat } from './counting';
import { sized } from './smoke';

const capacity = sumConsumedCapacity(dynamo);
const requests = countRequests(dynamo);
/** Held receipts per recipient: 1,000 held spread over 100 recipients. */
const perRecipient = 10;
/** Years ahead: the local stack's own delivery run (real clock) never finds them due; the measured run is `all`. */
const deliversAt = new Date(Date.UTC(2032, 5, 1, 18)).toISOString();

export interface HeldRunResult {
  held: number;
  delivered: number;
  requests: number;
  perReceipt: number;
  read: number;
  write: number;
  ms: number;
  memoryMb: number;
  usdPer1000: number;
  commands: Record<string, number>;
}

/** An anonymous receipt as the send stores it for later delivery (the send's own item builder). */
const heldReceipt = (senderId: string, recipientId: string, i: number): HeldReceipt => ({
  id: ulid(Date.parse(deliversAt)),
  senderId,
  senderName: 'Held Sender',
  recipientId,
  recipientName: 'Held Recipient',
  recipientUsername: 'held',
  anonymous: true,
  dayContext: '',
  intent: 'Growth',
  category: 'Work',
  relationshipType: '',
  emotionalRegulation: [],
  conflictResolution: [],
  tags: [],
  receiptText: `Held receipt ${i}`,
  voiceRecording: null,
  createdAt: deliversAt,
  updatedAt: deliversAt,
  deliversAt,
});

/** `count` held receipts over `count / perRecipient` recipients (profiles as sign-up leaves them), one sender. */
async function seedHeld(count: number) {
  const stem = `bench-held-${randomUUID().slice(0, 8)}`;
  const recipients = Array.from({ length: count / perRecipient }, (_, r) => `${stem}-${r}`);
  await writeAll([
    ...recipients.map((id, r) =>
      seededProfile(id, `held${stem.slice(-8)}${r}`, { counters: newProfileCounters() }),
    ),
    ...Array.from({ length: count }, (_, i) =>
      heldReceiptItem(heldReceipt(`${stem}-sender`, recipients[i % recipients.length]!, i)),
    ),
  ]);
}

/** One delivery run (the schedule's handler with `all`, in process under its role) over `count` held receipts. */
async function measureRun(count: number): Promise<HeldRunResult> {
  await seedHeld(count);
  capacity.reset();
  requests.reset();
  const started = performance.now();
  const outcome = await runDelivery({ all: true });
  const ms = Math.round(performance.now() - started);
  const { read, write } = capacity.units();
  const total = requests.total();
  const delivered = outcome.delivered + outcome.withheld;
  return {
    held: count,
    delivered,
    requests: total,
    perReceipt: Number((total / count).toFixed(2)),
    read: Number(read.toFixed(1)),
    write: Number(write.toFixed(1)),
    ms,
    memoryMb: defaultMemoryMb,
    usdPer1000: (runUsd({ read, write, ms, memoryMb: defaultMemoryMb }) * 1000) / count,
    commands: requests.byCommand(),
  };
}

/** A run over 100 held receipts, then one over 1,000 (the table holds none between). */
export async function measureHeldDelivery(): Promise<HeldRunResult[]> {
  return [await measureRun(sized(100, 10)), await measureRun(sized(1000, 20))];
}

/** Target: the run's requests per receipt the same (within 10%) with 100 and 1,000 held. */
export function heldDeliveryMarkdown(runs: HeldRunResult[]): string {
  const [small, large] = runs;
  const flat = staysFlat(small?.perReceipt, large?.perReceipt);
  return [
    '## Held delivery: a run’s cost per 1,000 held receipts (target: requests per receipt flat, 100 vs 1,000)',
    'One delivery run (the handler with `all`, in process under its role) over anonymous receipts held for 10',
    "each of 100 recipients; request units from DynamoDB Local's answers, the run's time billed at the function's",
    'memory (arm64, us-east-1 on-demand, no free tier).',
    '',
    '| held | delivered | DynamoDB requests | per receipt | read units | write units | ms | MB | $ per 1,000 held | commands |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.held.toLocaleString('en-US')} | ${r.delivered} | ${r.requests} | ${r.perReceipt} | ${r.read} | ${r.write} | ${r.ms} | ${r.memoryMb} | ${r.usdPer1000.toFixed(5)} | ${commandsText(r.commands)} |`,
    ),
    `Requests per receipt flat: ${flat ? 'met' : 'NOT met'}.`,
  ].join('\n');
}
