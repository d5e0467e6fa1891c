/**
 * Runs cognito-local as its own start script does, with two changes that keep code delivery working for as
 * long as the stack runs:
 *
 * - Its start script writes pretty logs through sonic-boom 2, which subtracts the UTF-8 bytes it wrote from a
 *   length it counted in characters. Every code-delivery box is drawn with 3-byte characters, so each code
 *   pushes that counter further below zero; once it is below the size of the next lines, sonic-boom keeps
 *   them in memory and writes nothing more to the pipe (no codes in the console or the log after a few
 *   hundred deliveries, while the emulator still answers). Here pretty lines go to `process.stdout`, which
 *   writes pipes synchronously and counts bytes correctly.
 * - Each delivered code also goes to the parent as a structured IPC message, so the parent never has to find
 *   it in arbitrary chunks of log output.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type { CodeDelivery } from './code-delivery';

interface Message {
  __code?: string;
}
type SendToConsole = (ctx: unknown, user: unknown, destination: string, message: Message) => Promise<void>;

// pino and pino-pretty are cognito-local's own dependencies: load the versions it was built with.
const cognitoRequire = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const pino = cognitoRequire('pino') as (options: object, stream: { write(line: string): void }) => Logger;
const { prettyFactory } = cognitoRequire('pino-pretty') as {
  prettyFactory(options: object): (line: string) => string;
};
const { ConsoleMessageSender } = cognitoRequire('./lib/services/messageDelivery/consoleMessageSender.js') as {
  ConsoleMessageSender: { prototype: { sendToConsole: SendToConsole } };
};
const { createDefaultServer } = cognitoRequire('./lib/server/index.js') as {
  createDefaultServer(logger: Logger): Promise<{ start(): Promise<unknown> }>;
};

const logToConsole = ConsoleMessageSender.prototype.sendToConsole;
ConsoleMessageSender.prototype.sendToConsole = function (ctx, user, destination, message) {
  if (message.__code) {
    const delivery: CodeDelivery = { destination, code: message.__code };
    process.send?.(delivery);
  }
  return logToConsole.call(this, ctx, user, destination, message);
};

const pretty = prettyFactory({
  colorize: true,
  ignore: 'pid,name,hostname',
  singleLine: true,
  messageFormat: (log: Record<string, unknown>, messageKey: string) =>
    `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
});
const logger = pino(
  { level: process.env.DEBUG ? 'debug' : 'info' },
  { write: (line) => process.stdout.write(pretty(line)) },
);

// Only the stack's shim (cognito-shim.ts) calls this process, and it drops the browser's Origin header: a
// request that still carries one came from a web page straight to this port, and is refused.
const createServer = http.createServer;
http.createServer = ((...args: Parameters<typeof http.createServer>) => {
  const server = createServer(...args);
  const [listener] = server.listeners('request') as http.RequestListener[];
  if (!listener) return server;
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.headers.origin === undefined) return listener(req, res);
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Call the local Cognito through the stack' }));
  });
  return server;
}) as typeof http.createServer;

createDefaultServer(logger)
  .then((server) => server.start())
  .then(() => logger.info(`Cognito Local running on ${process.env.HOST}:${process.env.PORT}`))
  .catch((error: unknown) => {
    logger.error(error);
    process.exit(1);
  });
