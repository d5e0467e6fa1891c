import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Errors are told apart by their code (`errorCodes` in contract/schemas/common.ts), never by their message:
 * a message is the spec's text for people, and a changed wording must not change what the code does.
 */
const root = join(__dirname, '../..');
const scanned = ['functions', 'web/src'];

/** Where a message is still read, and why: each is a text we do not own, or work left to its owner. */
const allowed: Record<string, string> = {
  // DynamoDB says "document path" only in the message of a ValidationException.
  'functions/store/receipts/receipt-visibility.ts': 'a DynamoDB message',
  // Cognito names every refused token NotAuthorizedException; only its message says a scope is missing.
  'web/src/components/step-up.tsx': 'a Cognito message',
};

const comparisons = [
  /\.message\s*[!=]==?/,
  /[!=]==?\s*[\w.?]*\.message\b/,
  /\.message\??\.(includes|startsWith|endsWith|match)\(/,
  /\w*[Mm]essages\.(includes|indexOf|some)\(/,
  /\.test\([\w.?]*message\w*\)/i,
];

const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
const comparesMessage = (text: string) => comparisons.some((pattern) => pattern.test(codeOf(text)));

const sources = () =>
  scanned.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );

describe('errors are told apart by code, not by message text', () => {
  it('nothing in functions/ or web/ compares an error message with a text', () => {
    const offenders = sources().filter(
      (file) => !(file in allowed) && comparesMessage(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises the comparisons that were there', () => {
    for (const sample of [
      'if (e instanceof ApiError && e.message === messages.receiptRequestReused) retry();',
      'if (messages.receiptRequestReused !== error.message) return;',
      'const ended = endedMessages.includes(message);',
      'if (error.message.startsWith("Account")) out();',
      'return /document path/i.test(message);',
    ])
      expect(comparesMessage(sample)).toBe(true);
    expect(
      comparesMessage('if (e.code === errorCodes.receiptRequestReused) retry(); setError(e.message);'),
    ).toBe(false);
  });
});
