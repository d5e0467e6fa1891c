import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { testStack } from './stack';

export interface LocalMail {
  headers: Record<string, string>;
  text: string;
  raw: string;
}

function parse(raw: string): LocalMail {
  const [head = '', ...body] = raw.split('\r\n\r\n');
  const headers = Object.fromEntries(
    head.split('\r\n').map((line) => {
      const at = line.indexOf(': ');
      return [line.slice(0, at), line.slice(at + 2)];
    }),
  );
  return { headers, text: body.join('\r\n\r\n'), raw };
}

/** Every e-mail the local mail transport wrote. */
function localMails(): LocalMail[] {
  const dir = testStack().local?.mailDir ?? '';
  if (!existsSync(dir)) return [];
  return readdirSync(dir).map((f) => parse(readFileSync(join(dir, f), 'utf8')));
}

/** Every e-mail the local mail transport wrote about this receipt: its own, or one that gathers it with others. */
export const mailsForReceipt = (receiptId: string): LocalMail[] =>
  localMails().filter((m) => (m.headers['X-Receipt-Id'] ?? '').split(', ').includes(receiptId));

/**
 * Waits until the stream has delivered the receipt's e-mail (the stack polls the stream continuously). The
 * budget is for the full suite, whose bulk seeds (thousands of receipts at once) keep the shared stack's one
 * DynamoDB Local busy with both stream consumers for a while; the e-mail's own delay is measured on a private
 * stack (faults, stream-checkpoints).
 */
export const waitForReceiptMail = (receiptId: string, timeoutMs = 50_000): Promise<LocalMail> =>
  waitForMail(() => mailsForReceipt(receiptId)[0], `receipt ${receiptId}`, timeoutMs);

/** The first e-mail `find` finds, once the local transport has written it. */
export async function waitForMail(
  find: () => LocalMail | undefined,
  what: string,
  timeoutMs = 50_000,
): Promise<LocalMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = find();
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail for ${what} within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** Every e-mail whose header `name` says `value` (`X-Follow-Up-Id`, the follow-up it is about). */
export const localMailsWith = (name: string, value: string): LocalMail[] =>
  localMails().filter((m) => m.headers[name] === value);

/** Every e-mail about the feedback request (one for each chosen contact the notifier mailed). */
export const mailsForRequest = (requestId: string): LocalMail[] =>
  localMailsWith('X-Feedback-Request-Id', requestId);

/** Every contact-form e-mail from `address` (the visitor's address is the e-mail's Reply-To). */
export const contactMailsFrom = (address: string): LocalMail[] =>
  localMails().filter((m) => m.headers['Reply-To'] === address);

/** Every e-mail the local mail transport wrote that holds `text` anywhere (headers or body). */
export const mailsContaining = (text: string): LocalMail[] =>
  localMails().filter((m) => m.raw.includes(text));
