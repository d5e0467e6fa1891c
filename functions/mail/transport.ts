import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { envNames, requiredEnv } from '../config';
import type { MailMessage } from '../domain/receipt-email';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { callDeadlines } from '../store/platform/deadlines';

export type SendMail = (message: MailMessage) => Promise<void>;

let ses: SESv2Client | undefined;

/**
 * Amazon SES, from the stage's verified identity, with the stage's configuration set (the account-level
 * suppression list; bounces and complaints reach `mail-feedback`).
 */
const sendWithSes: SendMail = async (message) => {
  ses ??= new SESv2Client(callDeadlines);
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: requiredEnv(envNames.mailFrom),
      ConfigurationSetName: requiredEnv(envNames.mailConfigurationSet),
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            Html: { Data: message.html, Charset: 'UTF-8' },
          },
          Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })),
        },
      },
    }),
  );
};

/** The local stack's "mail server": one .eml file per e-mail under MAIL_DIR, and a line in the console. */
const writeToFile: SendMail = async (message) => {
  const dir = requiredEnv(envNames.mailDir);
  mkdirSync(dir, { recursive: true });
  const file = join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  const headers = {
    From: process.env[envNames.mailFrom] ?? 'Receipts <no-reply@receipts.local>',
    To: message.to,
    Subject: message.subject,
    ...(message.replyTo ? { 'Reply-To': message.replyTo } : {}),
    'Content-Type': 'text/plain; charset=utf-8',
    ...message.headers,
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  writeFileSync(file, `${head.join('\r\n')}\r\n\r\n${message.text}\r\n`);
  console.log(`  ✉  E-mail to ${message.to}: "${message.subject}" (${file})`);
};

/** Chosen by MAIL_TRANSPORT: `file` locally, SES otherwise; each e-mail counted as sent or failed. */
export const sendMail: SendMail = async (message) => {
  try {
    await (process.env[envNames.mailTransport] === 'file' ? writeToFile : sendWithSes)(message);
  } catch (error) {
    countMetric(businessMetrics.emailsFailed);
    throw error;
  }
  countMetric(businessMetrics.emailsSent);
};
