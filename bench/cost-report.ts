import type { CostResult } from './cost';
import { totalUsd } from './cost-model';
import { platformLogBytes } from './platform-usage';
import { usageProfile } from './prices';
import type { StackCounts } from './stack-counts';

const usd = (n: number) => (n === 0 ? '0' : n >= 100 ? n.toFixed(0) : n >= 1 ? n.toFixed(2) : n.toFixed(4));
const goalPerMember = 0.01;
const members = (n: number) => n.toLocaleString('en-US');
const days = (d: number | undefined) => (d === undefined ? 'never expire' : `${d} days`);

/** The report's rows: each call's units and time, the two months' totals, the fixed lines, and every line. */
export function costMarkdown(r: CostResult): string {
  const large = r.bills.at(-1)!;
  const byKey = (bill: CostResult['bills'][number]) => new Map(bill.lines.map((l) => [l.key, l.usd]));
  const small = byKey(r.bills[0]!);
  // The lines that alone take half the goal or more, and what the rest comes to without them.
  const over = large.lines.filter((l) => l.usd / large.members >= goalPerMember / 2);
  const rest = (large.total - totalUsd(over)) / large.members;
  return [
    '## Cost (goal: under $0.01 per active member a month at 100,000)',
    'Request units read from DynamoDB Local (`ReturnConsumedCapacity: TOTAL`) on a warm call, each read at least',
    "DynamoDB's minimum (Local reports 0 for an empty Query or a missing key; AWS bills 0.5, or 1 strongly",
    'consistent); duration: the handler in process against the local stack (median of 15), billed rounded up',
    "to 1 ms at its memory; log bytes: the call's own lines at the deployed level (its logger, its metrics' EMF",
    `line), ${platformLogBytes} bytes of Lambda's START/END/REPORT beside them. \`POST /receipts\` is a verified member's send.`,
    '',
    '| call | status | read units | write units | empty reads at the minimum | answers without units | ms | MB | log bytes |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.calls.map(
      (c) =>
        `| ${c.route} | ${c.status} | ${c.read} | ${c.write} | ${c.raised} | ${c.unreported} | ${c.ms} | ${c.memoryMb} | ${c.logBytes ?? 0} |`,
    ),
    '',
    `Usage profile (bench/prices.ts): ${r.calls.length} calls measured; ${profileText()}.`,
    '',
    `Counted from production's synthesized templates: ${countsText(r.counts)}.`,
    '',
    '| active members | $ a month | of it fixed | $ per member | $ per member beyond the fixed | |',
    '|---|---|---|---|---|---|',
    ...r.bills.map(
      (b) =>
        `| ${members(b.members)} | ${usd(b.total)} | ${usd(b.fixed)} | ${b.perMember.toFixed(5)} | ${((b.total - b.fixed) / b.members).toFixed(5)} | ${b.members === large.members ? (b.perMember < goalPerMember ? 'met' : 'NOT met') : ''} |`,
    ),
    '',
    '| fixed line (the stage with no member) | quantity | $ a month |',
    '|---|---|---|',
    ...r.fixed.map((l) => `| ${l.key}: ${l.unit} | ${Number(l.quantity.toFixed(2))} | ${usd(l.usd)} |`),
    '',
    `| line (us-east-1 on-demand, fixed included) | $ at ${members(r.bills[0]!.members)} | $ at ${members(large.members)} | $ per member at ${members(large.members)} |`,
    '|---|---|---|---|',
    ...large.lines.map(
      (l) =>
        `| ${l.key}: ${l.unit} | ${usd(small.get(l.key) ?? 0)} | ${usd(l.usd)} | ${(l.usd / large.members).toFixed(5)} |`,
    ),
    '',
    `Lines of at least $${goalPerMember / 2} per member at ${members(large.members)}: ${over.map((l) => l.key).join(', ') || 'none'} ($${(totalUsd(over) / large.members).toFixed(5)} per member together); every other line together: $${rest.toFixed(5)} per member.`,
  ].join('\n');
}

const countsText = (c: StackCounts) =>
  [
    `${c.webAcls} web ACL with ${c.webAclRules} rules`,
    `${c.alarms} alarms reading ${c.alarmMetrics} metrics`,
    `${c.dashboards} dashboard`,
    `${c.customMetrics} custom metrics`,
    `function logs kept ${days(c.functionLogDays)}, the API's access log ${days(c.apiAccessLogDays)}`,
    `${Math.round(c.schedulerRunsPerMonth)} Scheduler runs and ${Math.round(c.ruleRunsPerMonth)} scheduled-rule runs a month`,
    `${c.queues} SQS queues (${c.polledQueues} polled)`,
    `${c.secrets} Secrets Manager secret`,
    `${c.kmsKeys} KMS keys`,
    `${c.edgeFunctionsPerApiRequest} CloudFront Function per API request, ${c.edgeFunctionsPerSiteRequest} per other request`,
    `point-in-time recovery ${c.pointInTimeRecovery ? 'on' : 'off'}`,
    `access logs ${c.distributionLogs ? `kept ${days(c.accessLogDays)}` : 'off'}`,
  ].join('; ');

const profileText = () => {
  const p = usageProfile;
  const views = p.routes.map((r) => `${r.route} ×${r.perDay}`).join(', ');
  return `a day, ${views}; ${p.receiptsPerDay} receipts given (each e-mailed to ${p.emailShare * 100}% of recipients, ${p.receiptEmailsPerReceipt} e-mails a receipt after gathering, both stream consumers run once); ${p.voiceNotesPerDay} voice note of ${p.voiceNoteKB} KB; ${p.photoViewsPerDay} photo view of ${p.photoKB} KB; ${p.siteVisitsPerDay} site visit (${p.siteRequestsPerVisit} requests, ${p.siteKBPerVisit} KB); ${p.digestsPerMonth.toFixed(2)} digests a month; ${p.monthsKept} months stored`;
};
