import {
  receiptLinkFieldNames,
  receiptMultiTagFieldNames,
  receiptTagFieldNames,
} from '@contract/receipt-fields';
import type { ExportedReceipt } from '@contract/schemas/account';
import type { MyData } from '../api/export-my-data';

type CsvColumn = [string, (r: ExportedReceipt) => string];

const csvColumns: CsvColumn[] = [
  ['id', (r) => r.id],
  ['direction', (r) => r.type],
  ['createdAt', (r) => r.createdAt],
  ['from', (r) => r.senderName],
  ['to', (r) => r.recipientName],
  ['anonymous', (r) => String(r.anonymous)],
  // The tags, in the order contract/receipt-fields.ts declares them: a field added there is a column here.
  ...receiptTagFieldNames.map((field): CsvColumn => [field, (r) => r[field]]),
  ...receiptMultiTagFieldNames.map((field): CsvColumn => [field, (r) => r[field].join('; ')]),
  ...receiptLinkFieldNames.map((field): CsvColumn => [field, (r) => r[field] ?? '']),
  ['text', (r) => r.receiptText],
  ['originalText', (r) => r.originalText ?? ''],
  ['editedAt', (r) => r.editedAt ?? ''],
  ['voiceNoteLink', (r) => r.voiceUrl ?? ''],
  ['withheldFromHub', (r) => r.withheld ?? ''],
  // The member's own helpful marks on a received receipt (a sent one never carries its recipient's).
  ['helpfulMarks', (r) => (r.marks ?? []).join('; ')],
];

/**
 * One CSV cell (RFC 4180 quoting). Text others wrote that starts like a formula is prefixed with `'`, so a
 * spreadsheet shows it rather than runs it (CSV injection).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const receiptsCsv = (receipts: readonly ExportedReceipt[]) =>
  [csvColumns.map(([name]) => name), ...receipts.map((r) => csvColumns.map(([, of]) => of(r)))]
    .map((row) => row.map(cell).join(','))
    .join('\r\n')
    .concat('\r\n');

export const myDataJson = (data: MyData) => JSON.stringify(data, null, 2);

/** `receipts-<username>-<date>`, the name both files share. */
export const exportFileBase = (data: MyData) =>
  `receipts-${data.me.profile.username}-${data.exportedAt.slice(0, 10)}`;
