import type { JournalEntry, Reflection } from '@contract/schemas/reflections';
import { callApi } from './api';
import { everyPage } from './list-pages';
import type { TestMember } from './profiles';

/** The receipt's dialog writing "What I'll try next" (or rewriting it). */
export const reflect = (who: TestMember, receiptId: string, text: string) =>
  callApi<Reflection>('PUT', `/receipts/${receiptId}/reflection`, { token: who.idToken, body: { text } });

export const readReflection = (who: TestMember, receiptId: string) =>
  callApi<Reflection>('GET', `/receipts/${receiptId}/reflection`, { token: who.idToken });

export const removeReflection = (who: TestMember, receiptId: string) =>
  callApi('DELETE', `/receipts/${receiptId}/reflection`, { token: who.idToken });

/** The first page of the member's journal, as `/app/journal` reads it. */
export const journal = async (who: TestMember, query: Record<string, string> = {}) =>
  (await callApi<{ items: JournalEntry[] }>('GET', '/me/journal', { token: who.idToken, query })).body.items;

/** Every page of the journal, and each page's size. */
export async function wholeJournal(who: TestMember, query: Record<string, string>) {
  const pages = await everyPage<JournalEntry>(who, '/me/journal', query);
  return { entries: pages.flat(), sizes: pages.map((page) => page.length) };
}
