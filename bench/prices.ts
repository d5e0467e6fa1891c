import { platformPrices } from './platform-prices';
import type { Price } from './price';

export type { Price };

/**
 * The one home of the cost bench's prices and usage profile. Prices: AWS's published on-demand prices for
 * us-east-1 (N. Virginia), from the page named beside each; `recorded` is when they were entered here (from
 * the published figures, not fetched live), `since` when the figure took effect where AWS announced it.
 * Free tiers are counted only where they are always free (per account, every month), never the 12-month
 * trial ones. Re-check the pages before relying on a figure.
 */
const recorded = '2026-11-26';
const dynamoPage = 'https://aws.amazon.com/dynamodb/pricing/on-demand/';
const lambdaPage = 'https://aws.amazon.com/lambda/pricing/';
const s3Page = 'https://aws.amazon.com/s3/pricing/';
const cloudFrontPage = 'https://aws.amazon.com/cloudfront/pricing/';
const s3StandardGbMonth = 0.023;

export const prices = {
  dynamoReadUnits: {
    usd: 0.125,
    per: 1e6,
    unit: 'read request units',
    source: dynamoPage,
    recorded,
    since: '2024-11-01 (on-demand halved)',
  },
  dynamoWriteUnits: {
    usd: 0.625,
    per: 1e6,
    unit: 'write request units',
    source: dynamoPage,
    recorded,
    since: '2024-11-01 (on-demand halved)',
  },
  dynamoStorage: { usd: 0.25, per: 1, unit: 'GB-month', freePerMonth: 25, source: dynamoPage, recorded },
  lambdaRequests: { usd: 0.2, per: 1e6, unit: 'requests', freePerMonth: 1e6, source: lambdaPage, recorded },
  lambdaArmGbSeconds: {
    usd: 0.0000133334,
    per: 1,
    unit: 'GB-seconds (arm64)',
    freePerMonth: 400_000,
    source: lambdaPage,
    recorded,
  },
  httpApiRequests: {
    usd: 1.0,
    per: 1e6,
    unit: 'HTTP API requests (first 300 million)',
    source: 'https://aws.amazon.com/api-gateway/pricing/',
    recorded,
  },
  s3Puts: { usd: 0.005, per: 1000, unit: 'PUT/POST requests', source: s3Page, recorded },
  s3Gets: { usd: 0.0004, per: 1000, unit: 'GET requests', source: s3Page, recorded },
  s3Transfer: {
    usd: 0.09,
    per: 1,
    unit: 'GB out to the internet',
    freePerMonth: 100,
    source: s3Page,
    recorded,
  },
  s3Storage: {
    usd: s3StandardGbMonth,
    per: 1,
    unit: 'GB-month (Standard, first 50 TB)',
    source: s3Page,
    recorded,
  },
  // CloudFront's and the buckets' access logs (the stage keeps them, LogsStack), at S3 Standard's price.
  accessLogStorage: {
    usd: s3StandardGbMonth,
    per: 1,
    unit: 'GB-month of access logs (S3 Standard)',
    source: s3Page,
    recorded,
  },
  cloudFrontRequests: {
    usd: 0.01,
    per: 10_000,
    unit: 'HTTPS requests (North America)',
    freePerMonth: 10e6,
    source: cloudFrontPage,
    recorded,
  },
  cloudFrontTransfer: {
    usd: 0.085,
    per: 1,
    unit: 'GB out (North America, first 10 TB)',
    freePerMonth: 1024,
    source: cloudFrontPage,
    recorded,
  },
  sesEmails: {
    usd: 0.1,
    per: 1000,
    unit: 'e-mails',
    source: 'https://aws.amazon.com/ses/pricing/',
    recorded,
  },
  cognitoMaus: {
    // Essentials: the plan the auth stack names (refresh-token rotation needs it; Lite cannot rotate).
    usd: 0.015,
    per: 1,
    unit: 'monthly active users (Essentials)',
    freePerMonth: 10_000,
    source: 'https://aws.amazon.com/cognito/pricing/',
    recorded,
    since: '2024-11-22 (feature plans)',
  },
  ...platformPrices,
} as const satisfies Record<string, Price>;

export type PriceKey = keyof typeof prices;

/** An API route the bench measures, and how often an active member calls it a day. */
export interface RouteUse {
  /** A route measured by bench/cost.ts (its DynamoDB units and median duration). */
  route: string;
  perDay: number;
}

/** What an active member does in a day (a month is 30 days), beyond the API calls. */
export interface UsageProfile {
  routes: RouteUse[];
  /** Receipts given a day: each is a POST /receipts, and runs both stream consumers once. */
  receiptsPerDay: number;
  /** Share of received receipts that send an e-mail (verified address, e-mails on: the default). */
  emailShare: number;
  /**
   * Receipt e-mails per e-mailed receipt, now that a member gets at most one an hour (later ones gathered
   * into one): the usage profile's "after / before" in the receipt e-mail row (`npm run bench -- --mail`,
   * bench/mail.ts), which says when this figure and its measure part.
   */
  receiptEmailsPerReceipt: number;
  /** Weekly digests a month, times the share of members who opted in. */
  digestsPerMonth: number;
  voiceNotesPerDay: number;
  voiceNoteKB: number;
  photoViewsPerDay: number;
  photoKB: number;
  /** Site visits a day (CloudFront: the page, /config.json and the assets the browser has not cached). */
  siteVisitsPerDay: number;
  siteRequestsPerVisit: number;
  siteKBPerVisit: number;
  /** Months of voice notes and receipts kept in storage (the bill a year in). */
  monthsKept: number;
  /** A stored receipt with its index copies and counters. */
  receiptStoredKB: number;
}

/**
 * The stated profile: 30 page views a day (each one API call), 4 receipts given, 1 voice note recorded and
 * listened to, 1 profile photo viewed, one visit to the site.
 */
export const usageProfile: UsageProfile = {
  routes: [
    { route: 'hub first page (box=all)', perDay: 8 },
    { route: 'hub first page (box=received)', perDay: 4 },
    { route: 'GET /me', perDay: 6 },
    { route: 'public profile', perDay: 5 },
    { route: 'user search', perDay: 3 },
    { route: 'GET /me/dashboard', perDay: 4 },
    { route: 'POST /receipts/voice-upload', perDay: 1 },
    // Listening to a voice note: one signed URL (measured as the receipt's voice route).
    { route: 'GET /receipts/{receiptId}/voice', perDay: 1 },
  ],
  receiptsPerDay: 4,
  emailShare: 0.8,
  receiptEmailsPerReceipt: 0.99,
  digestsPerMonth: 4.3 * 0.25,
  voiceNotesPerDay: 1,
  voiceNoteKB: 60,
  photoViewsPerDay: 1,
  photoKB: 40,
  siteVisitsPerDay: 1,
  siteRequestsPerVisit: 4,
  siteKBPerVisit: 60,
  monthsKept: 12,
  receiptStoredKB: 3,
};
