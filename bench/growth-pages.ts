import { categories } from '@contract/enums';
import { ulid } from 'ulid';
import { closesAtFor, type StoredFeedbackRequest } from '../functions/domain/feedback-requests';
import { handler as receiptsHandler } from '../functions/handlers/receipts';
import { saveFeedbackRequest } from '../functions/store/receipts/feedback-requests';
import { invoke } from '../test/support/in-process';
import { seededProfile, seedReceipts, writeAll } from '../test/support/seed';
import { compareHistorySizes, type HistorySizesResult } from './history-sizes';

const dayMs = 86_400_000;

/** Runs `work` for 0..count-1, `width` at a time (the seeding of the bench's large member). */
async function inWaves(count: number, width: number, work: (i: number) => Promise<unknown>) {
  for (let start = 0; start < count; start += width)
    await Promise.all(Array.from({ length: Math.min(width, count - start) }, (_, k) => work(start + k)));
}

/**
 * A member with `count` received receipts (categories in turn) and a reflection on each, written through the
 * reflection route: the journal at its fullest.
 */
async function seedJournal(userId: string, count: number) {
  await writeAll([seededProfile(userId, `journal${userId.slice(-8)}`)]);
  const ids = await seedReceipts(userId, `${userId}-giver`, count);
  // Few at a time: each first reflection adds to the member's one count item, so many at once cancel each other.
  await inWaves(ids.length, 4, async (i) => {
    const saved = await invoke(receiptsHandler, 'PUT /receipts/{receiptId}/reflection', userId, {
      params: { receiptId: ids[i]! },
      body: { text: `What I'll try next ${i}` },
    });
    if (saved.status !== 200) throw new Error(`seeding reflection ${i}: ${saved.status}`);
  });
}

/** A member who asked `count` times, twenty a day (the daily limit) going back in time, as the API stores them. */
async function seedRequests(userId: string, count: number) {
  await writeAll([seededProfile(userId, `asker${userId.slice(-8)}`)]);
  await inWaves(count, 32, async (i) => {
    const at = new Date(Date.now() - Math.floor(i / 20) * dayMs - (i % 20) * 1000);
    const request: StoredFeedbackRequest = {
      id: ulid(at.getTime()),
      askerId: userId,
      question: 'What should I keep doing?',
      recipients: [],
      createdAt: at.toISOString(),
      closesAt: closesAtFor(at),
      answers: [],
    };
    const saved = await saveFeedbackRequest(request, at);
    if (saved !== 'saved') throw new Error(`seeding request ${i}: ${JSON.stringify(saved)}`);
  });
}

/** The journal (all, and one category of eight) and the requests page, at 10 and at 10,000 behind them. */
export async function measureGrowthPages(): Promise<HistorySizesResult[]> {
  const oneCategory = categories[categories.length - 1]!;
  return [
    await compareHistorySizes('journal (10 vs 10,000 reflections)', 'GET /me/journal', seedJournal),
    await compareHistorySizes(
      `journal, one category of ${categories.length} (10 vs 10,000 reflections)`,
      'GET /me/journal',
      seedJournal,
      { category: oneCategory },
    ),
    await compareHistorySizes(
      'feedback requests (10 vs 10,000 requests)',
      'GET /me/feedback-requests',
      seedRequests,
    ),
  ];
}
