import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { HttpResponse } from '@smithy/core/protocols';
import { envNames, requiredEnv } from '../config';
import type { MailMessage } from '../domain/receipt-email';
import { countMetric } from '../metrics/business-metrics';
import { businessMetrics } from '../metrics/names';
import { callDeadlines } from '../store/platform/deadlines';

export type SendMail = (message: MailMessage) => Promise<void>;

/** SES's request for one e-mail: the stage's verified identity, its configuration set (suppression list, events). */
const sendEmailCommand = (message: MailMessage, from: string, configurationSet: string | undefined) =>
  new SendEmailCommand({
    FromEmailAddress: from,
    ...(configurationSet ? { ConfigurationSetName: configurationSet } : {}),
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
  });

let ses: SESv2Client | undefined;

/** Amazon SES; bounces and complaints reach `mail-feedback` through the configuration set. */
const sendWithSes: SendMail = async (message) => {
  ses ??= new SESv2Client(callDeadlines);
  await ses.send(
    sendEmailCommand(message, requiredEnv(envNames.mailFrom), requiredEnv(envNames.mailConfigurationSet)),
  );
};

let fileSes: SESv2Client | undefined;

/**
 * The local stack's "mail server": the same SES request, made by SES's own client (so the local IAM check sees
 * `ses:SendEmail` on the identity and configuration set as AWS would), answered by writing it as one .eml file
 * under MAIL_DIR and a line in the console.
 */
const writeToFile: SendMail = async (message) => {
  fileSes ??= new SESv2Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: { handle: async (request: { body?: unknown }) => writeEml(bodyText(request.body)) },
  });
  await fileSes.send(
    sendEmailCommand(
      message,
      process.env[envNames.mailFrom] ?? 'Receipts <no-reply@receipts.local>',
      process.env[envNames.mailConfigurationSet],
    ),
  );
};

const bodyText = (body: unknown) =>
  body instanceof Uint8Array ? new TextDecoder().decode(body) : String(body ?? '');

interface SendEmailBody {
  FromEmailAddress: string;
  Destination: { ToAddresses: string[] };
  ReplyToAddresses?: string[];
  Content: {
    Simple: {
      Subject: { Data: string };
      Body: { Text: { Data: string } };
      Headers?: { Name: string; Value: string }[];
    };
  };
}

function writeEml(body: string) {
  const email = JSON.parse(body) as SendEmailBody;
  const to = email.Destination.ToAddresses.join(', ');
  const { Subject, Body, Headers = [] } = email.Content.Simple;
  const dir = requiredEnv(envNames.mailDir);
  mkdirSync(dir, { recursive: true });
  const file = join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`,
  );
  const headers = {
    From: email.FromEmailAddress,
    To: to,
    Subject: Subject.Data,
    ...(email.ReplyToAddresses?.length ? { 'Reply-To': email.ReplyToAddresses.join(', ') } : {}),
    'Content-Type': 'text/plain; charset=utf-8',
    ...Object.fromEntries(Headers.map((h) => [h.Name, h.Value])),
  };
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}`);
  writeFileSync(file, `${head.join('\r\n')}\r\n\r\n${Body.Text.Data}\r\n`);
  console.log(`  ✉  E-mail to ${to}: "${Subject.Data}" (${file})`);
  const MessageId = file.split('/').pop() ?? '';
  return {
    response: new HttpResponse({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode(JSON.stringify({ MessageId })),
    }),
  };
}

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
