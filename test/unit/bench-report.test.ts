import { commandsText, staysFlat } from '../../bench/counting';
import { edgeLatencyMarkdown } from '../../bench/edge-latency';
import { harshnessTimeMarkdown } from '../../bench/harshness-time';
import { heldDeliveryMarkdown } from '../../bench/held-delivery';
import { mailMarkdown } from '../../bench/mail';
import { usageProfile } from '../../bench/prices';
import { functionsMarkdown } from '../../bench/report';
import { sendCostMarkdown } from '../../bench/send-cost';
import { median, percentile } from '../../bench/stats';

/** The cells of every table row in a Markdown report, by table (a table starts at its header line). */
function tablesOf(markdown: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    if (/^\|(-+\|)+$/.test(line.replace(/\s/g, ''))) continue;
    const cells = line.split('|').slice(1, -1);
    if (!current) {
      current = [];
      tables.push(current);
    }
    current.push(cells);
  }
  return tables;
}

describe('the bench report', () => {
  it('gives every column of the functions table a header, in the order the cells come', () => {
    const markdown = functionsMarkdown(
      [
        {
          module: 'profile',
          bytes: 120 * 1024,
          initMsMedian: 31,
          initMsMin: 27,
          largest: [{ name: 'ours', bytes: 50 * 1024 }],
          duplicates: [],
          file: 'profile.mjs',
        },
      ],
      [{ module: 'profile', request: 'GET /me', status: 200, coldStartMsMedian: 412, warmMs: 9 }],
    );
    const [functions] = tablesOf(markdown);
    const [head, row] = functions!;
    expect(row).toHaveLength(head!.length);
    const cell = (name: string) => row![head!.findIndex((h) => h.trim() === name)]!.trim();
    expect(cell('fastest init ms')).toBe('27');
    expect(cell('cold start ms')).toBe('412');
    expect(cell('first request')).toBe('GET /me → 200');
    expect(cell('warm ms')).toBe('9');
    for (const table of tablesOf(markdown))
      for (const cells of table) expect(cells).toHaveLength(table[0]!.length);
  });

  it('gives the receipt e-mail row a cell under every header, and says whether the cost row’s factor is its figure', () => {
    const usage = {
      profile: 'usage profile',
      text: '4 a day',
      members: 5,
      receipts: 120,
      before: 120,
      after: 90,
      ratio: usageProfile.receiptEmailsPerReceipt,
      longestWaitMinutes: 74,
      eachOnce: true,
    };
    const mail = mailMarkdown([usage]);
    expect(mail).toContain('(the same)');
    expect(mailMarkdown([{ ...usage, ratio: 0.5 }])).toContain('0.5 (NOT the same: set it to this)');
    for (const table of tablesOf(mail))
      for (const cells of table) expect(cells).toHaveLength(table[0]!.length);
  });

  it('gives the held delivery row a cell under every header, and says whether its requests per receipt stay flat', () => {
    const held = { held: 100, delivered: 100, requests: 420, perReceipt: 4.2, read: 150, write: 700 };
    const run = { ...held, ms: 900, memoryMb: 512, usdPer1000: 0.0049, commands: { QueryCommand: 2 } };
    const markdown = heldDeliveryMarkdown([run, { ...run, held: 1000, requests: 4100, perReceipt: 4.1 }]);
    expect(markdown).toContain('flat: met');
    expect(heldDeliveryMarkdown([run, { ...run, perReceipt: 5 }])).toContain('flat: NOT met');
    for (const table of tablesOf(markdown))
      for (const cells of table) expect(cells).toHaveLength(table[0]!.length);
  });

  it('calls a per-item figure flat within a tenth of the small case, and names requests by command', () => {
    expect([staysFlat(2, 2.1), staysFlat(2, 2.3), staysFlat(2, 1.9), staysFlat(undefined, 2)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(commandsText({ QueryCommand: 2, TransactWriteItemsCommand: 10 })).toBe(
      'Query×2, TransactWriteItems×10',
    );
  });

  it("gives the send, harshness and edge rows a cell under every header, the send's before beside its after", () => {
    const tables = [
      sendCostMarkdown([
        { case: 'named', status: 201, requests: 3, read: 3.5, write: 32, commands: { GetItemCommand: 1 } },
        { case: 'not measured before', status: 201, requests: 4, read: 4, write: 30, commands: {} },
      ]),
      harshnessTimeMarkdown({
        texts: 2,
        rounds: 50,
        firstCheckMs: 60,
        medianUs: 40,
        p99Us: 190,
        slowestUs: 99,
        slowestText: 'a | b',
      }),
      edgeLatencyMarkdown({
        route: 'GET /me',
        pairs: 500,
        directMedianMs: 9,
        directP99Ms: 60,
        edgeMedianMs: 11,
        edgeP99Ms: 110,
        addedMedianMs: 2,
        addedP99Ms: 90,
      }),
    ].flatMap((markdown) => tablesOf(markdown.replaceAll('\\|', '')));
    for (const [head, ...rows] of tables) for (const row of rows) expect(row).toHaveLength(head!.length);
    const [named, notBefore] = tables[0]!.slice(1);
    expect(named![2]!.trim()).toBe('3 (3)');
    expect(notBefore![2]!.trim()).toBe('4 (-)');
  });

  it('takes the median and a nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(median(values)).toBe(51);
    expect(percentile(values, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});
