import { performance } from 'node:perf_hooks';
import { screenOf } from '../functions/domain/harshness';
import { fairTexts, harshTexts } from '../test/fixtures/harshness-corpus';
import { sized } from './smoke';
import { median, percentile } from './stats';

/** Target: the check adds well under a millisecond to a send. */
export const harshnessTargetUs = 1000;

export interface HarshnessTimeResult {
  /** Texts in the corpus (harsh and fair), each checked once a round. */
  texts: number;
  rounds: number;
  /** The first check of the process: it builds the word lists (harshness.ts loads them on first use). */
  firstCheckMs: number;
  medianUs: number;
  p99Us: number;
  /** The slowest text's median, and the text. */
  slowestUs: number;
  slowestText: string;
}

const us = (ms: number) => Number((ms * 1000).toFixed(1));

/**
 * `screenOf` over the harshness corpus (test/fixtures/harshness-corpus.ts), in this process: the first check
 * (which builds the lists) timed alone, then every text checked once a round, each check timed on its own.
 */
export async function measureHarshnessTime(): Promise<HarshnessTimeResult> {
  const texts = [...harshTexts.map(([text]) => text), ...fairTexts];
  const started = performance.now();
  await screenOf(texts[0]!);
  const firstCheckMs = Number((performance.now() - started).toFixed(1));
  const rounds = sized(50, 2);
  for (const text of texts) await screenOf(text);
  const all: number[] = [];
  const byText = texts.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++)
    for (const [i, text] of texts.entries()) {
      const start = performance.now();
      await screenOf(text);
      const ms = performance.now() - start;
      all.push(ms);
      byText[i]!.push(ms);
    }
  const medians = byText.map(median);
  const slowest = medians.indexOf(Math.max(...medians));
  return {
    texts: texts.length,
    rounds,
    firstCheckMs,
    medianUs: us(median(all)),
    p99Us: us(percentile(all, 0.99)),
    slowestUs: us(medians[slowest]!),
    slowestText: texts[slowest]!,
  };
}

export function harshnessTimeMarkdown(r: HarshnessTimeResult): string {
  const met = r.p99Us < harshnessTargetUs ? 'met' : 'NOT met';
  return [
    `## The harshness check's time per receipt (target: p99 < ${harshnessTargetUs} µs)`,
    "`screenOf` (functions/domain/harshness.ts) in this process over the harshness corpus's texts, harsh and",
    'fair (test/fixtures/harshness-corpus.ts), each check timed on its own; the first check of a process builds',
    'the word lists and is given apart.',
    '',
    '| texts | rounds | first check ms | median µs | p99 µs | slowest text, median µs | |',
    '|---|---|---|---|---|---|---|',
    `| ${r.texts} | ${r.rounds} | ${r.firstCheckMs} | ${r.medianUs} | ${r.p99Us} | ${r.slowestUs} (${JSON.stringify(r.slowestText.slice(0, 40)).replaceAll('|', '\\|')}) | ${met} |`,
  ].join('\n');
}
