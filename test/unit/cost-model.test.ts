import { minimumReads, unitsOf } from '../../bench/consumed-capacity';
import {
  type MeasuredCall,
  memberMonth,
  monthlyLines,
  receiptRoute,
  runUsd,
  streamConsumers,
  totalUsd,
} from '../../bench/cost-model';
import { oneRouteProfile } from '../fixtures/usage-profile';

const profile = oneRouteProfile;
// 19.2 ms is billed as 20 ms; 512 MB is half a GB.
const getMe: MeasuredCall = { route: 'GET /me', read: 2, write: 0, ms: 19.2, memoryMb: 512 };

const dollars = (members: number) =>
  Object.fromEntries(
    monthlyLines(memberMonth(profile, [getMe]), members)
      .filter((l) => l.usd > 0)
      .map((l) => [l.key, Number(l.usd.toFixed(6))]),
  );

describe('the cost bench’s arithmetic', () => {
  it('turns a profile and measured calls into a member’s month', () => {
    const usage = memberMonth(profile, [getMe]);
    expect(usage.dynamoReadUnits).toBe(600); // 10 × 30 calls × 2 units
    expect(usage.lambdaRequests).toBe(300);
    expect(usage.httpApiRequests).toBe(300);
    expect(usage.lambdaArmGbSeconds).toBeCloseTo(3, 9); // 300 × 0.020 s × 0.5 GB
    expect(usage.cognitoMaus).toBe(1);
  });

  it('bills 1,000 members inside the free tiers: only reads and HTTP API requests', () => {
    // 600,000 RRU × $0.125/M = $0.075; 300,000 HTTP API requests × $1/M = $0.30; Lambda's 300,000
    // requests and 3,000 GB-s and Cognito's 1,000 MAUs are within the free tiers.
    expect(dollars(1000)).toEqual({ dynamoReadUnits: 0.075, httpApiRequests: 0.3 });
  });

  it('bills 100,000 members beyond the free tiers, largest line first', () => {
    // Cognito: (100,000 − 10,000) × $0.015 = $1,350; HTTP API: 30 M × $1/M = $30; reads: 60 M × $0.125/M =
    // $7.50; Lambda requests: (30 M − 1 M) × $0.20/M = $5.80; 300,000 GB-s stay under the 400,000 free.
    const lines = monthlyLines(memberMonth(profile, [getMe]), 100_000);
    expect(dollars(100_000)).toEqual({
      cognitoMaus: 1350,
      httpApiRequests: 30,
      dynamoReadUnits: 7.5,
      lambdaRequests: 5.8,
    });
    expect(lines[0]!.key).toBe('cognitoMaus');
    expect(totalUsd(lines)).toBeCloseTo(1393.3, 6);
  });

  it('counts the receipt e-mails after gathering: received, times the share e-mailed, times e-mails a receipt', () => {
    const free = (route: string): MeasuredCall => ({ route, read: 0, write: 0, ms: 0, memoryMb: 512 });
    const measured = [getMe, free(receiptRoute), ...streamConsumers.map(free)];
    const receipts = { ...profile, receiptsPerDay: 4, emailShare: 0.8, digestsPerMonth: 1 };
    // 4 × 30 = 120 receipts; 96 e-mailed; one e-mail each before gathering, 0.75 after; plus the digest.
    expect(memberMonth(receipts, measured).sesEmails).toBeCloseTo(97, 9);
    expect(memberMonth({ ...receipts, receiptEmailsPerReceipt: 0.75 }, measured).sesEmails).toBeCloseTo(
      73,
      9,
    );
    // 100,000 members × 73 = 7.3 M e-mails × $0.10 per 1,000 = $730.
    const ses = monthlyLines(memberMonth({ ...receipts, receiptEmailsPerReceipt: 0.75 }, measured), 100_000);
    expect(ses.find((l) => l.key === 'sesEmails')!.usd).toBeCloseTo(730, 6);
  });

  it('prices one run on its own: request units, billed duration at its memory, and the invocation', () => {
    // 2,000 RRU × $0.125/M = $0.00025; 3,000 WRU × $0.625/M = $0.001875; 1,000.4 ms billed as 1,001 ms at
    // 0.5 GB = 0.5005 GB-s × $0.0000133334 = $0.00000667337; one request at $0.20/M = $0.0000002.
    const usd = runUsd({ read: 2000, write: 3000, ms: 1000.4, memoryMb: 512 });
    expect(usd).toBeCloseTo(0.00025 + 0.001875 + 0.0000066733667 + 0.0000002, 12);
  });

  it('refuses a profile route the bench did not measure', () => {
    expect(() => memberMonth(profile, [])).toThrow('No measured call for GET /me');
  });

  it('reads request units from DynamoDB’s answers: its split when given, else by the command’s kind', () => {
    expect(unitsOf('GetCommand', { CapacityUnits: 1 })).toEqual({ read: 1, write: 0 });
    expect(unitsOf('TransactWriteCommand', [{ CapacityUnits: 8 }, { CapacityUnits: 2 }])).toEqual({
      read: 0,
      write: 10,
    });
    expect(
      unitsOf('UpdateCommand', { CapacityUnits: 3, ReadCapacityUnits: 1, WriteCapacityUnits: 2 }),
    ).toEqual({ read: 1, write: 2 });
    expect(unitsOf('QueryCommand', undefined)).toEqual({ read: 0, write: 0 });
  });
});

describe('the fewest read units DynamoDB bills', () => {
  it('is half a unit per eventually consistent read, one strongly consistent, per key in a batch', () => {
    expect(minimumReads('QueryCommand', {})).toBe(0.5);
    expect(minimumReads('GetCommand', { ConsistentRead: true })).toBe(1);
    expect(
      minimumReads('BatchGetCommand', {
        RequestItems: { t: { Keys: [{}, {}, {}] }, u: { Keys: [{}], ConsistentRead: true } },
      }),
    ).toBe(2.5);
    expect(minimumReads('TransactGetCommand', { TransactItems: [{}, {}] })).toBe(4);
    expect(minimumReads('PutCommand', {})).toBe(0);
  });
});
