import type { ExportedAccount, ExportedReceipt, ExportPage } from '@contract/schemas/account';
import { callApi } from '@/lib/api-client';

export interface MyData extends ExportedAccount {
  receipts: ExportedReceipt[];
}

/** Follows the export's pages to the end (each one a small, quick answer), reporting progress. */
export async function fetchMyData(onProgress: (receipts: number) => void): Promise<MyData> {
  let account: ExportedAccount | undefined;
  const receipts: ExportedReceipt[] = [];
  let cursor: string | null = null;
  do {
    const page: ExportPage = await callApi('exportMyData', { query: cursor ? { cursor } : {} });
    account ??= page.account;
    // Voice-note links are site-relative (they go through the site, which adds nosniff): a file kept on
    // disk needs the whole address.
    receipts.push(
      ...page.receipts.map((r) => ({
        ...r,
        voiceUrl: r.voiceUrl && new URL(r.voiceUrl, window.location.origin).href,
      })),
    );
    onProgress(receipts.length);
    cursor = page.cursor;
  } while (cursor);
  if (!account) throw new Error('The export did not include the account');
  return { ...account, receipts };
}
