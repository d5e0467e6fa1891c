import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { receiptMultiTagFieldNames, receiptTagFieldNames } from '@contract/receipt-fields';
import { CreateReceiptRequest, ReceiptRecord } from '@contract/schemas/receipts';
import { receiptsCsv } from '../../web/src/features/settings/utils/export-files';

/** A receipt's fields are declared once, in contract/receipt-fields.ts; everything else derives from it. */
const root = join(__dirname, '../..');

/**
 * Fields no rule but the declaration has a reason to name (category and intent are also counted and filtered;
 * the day context is counted by the dashboard's figures).
 */
const declaredOnly = ['relationshipType', 'emotionalRegulation', 'conflictResolution'];
/** The moderators' view picks the fields it shows from the Receipt schema: a choice, checked by z.pick. */
const picks = ['contract/schemas/reports.ts'];

const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const filesNaming = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => file !== 'contract/receipt-fields.ts' && !picks.includes(file))
    .filter((file) =>
      declaredOnly.some((field) =>
        new RegExp(`\\b${field}\\b`).test(codeOf(readFileSync(join(root, file), 'utf8'))),
      ),
    );

/** Site modules that derive a list of every field (the UI that shows one field names it, by choice). */
const siteDerived = ['web/src/features/settings/utils/export-files.ts'];

describe("a receipt's fields are declared once", () => {
  it('no module of the contract or the functions lists them itself', () => {
    expect([...filesNaming('contract'), ...filesNaming('functions')]).toEqual([]);
  });

  it('the stored record and the send request carry every declared field', () => {
    for (const field of [...receiptTagFieldNames, ...receiptMultiTagFieldNames]) {
      expect(Object.keys(ReceiptRecord.shape)).toContain(field);
      expect(Object.keys(CreateReceiptRequest.shape)).toContain(field);
    }
  });

  it("the site's CSV export takes its tag columns from the declaration, naming none itself", () => {
    expect(siteDerived.filter((file) => filesNaming('web/src').includes(file))).toEqual([]);
    const header = receiptsCsv([]).split('\r\n')[0]?.split(',') ?? [];
    expect(header).toEqual(expect.arrayContaining([...receiptTagFieldNames, ...receiptMultiTagFieldNames]));
  });
});
