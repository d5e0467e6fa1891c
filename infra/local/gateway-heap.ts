/**
 * V8 flags for the local stack's own process (gateway, handlers, stream readers): the young generation at
 * a fixed 16 MB a half from the start. Left to size itself, V8 grows it to 64 MB a half under load, about
 * 110 MB more resident memory than the stack needs (its live heap is 35–45 MB after a full collection),
 * reached minutes into a steady load (`npm run soak`). `npm start` (package.json) passes the same flags; a
 * unit test holds the two together.
 */
export const gatewayNodeFlags = ['--min-semi-space-size=16', '--max-semi-space-size=16'] as const;

/** The `npm start` command line. */
export const startCommand = `tsx ${gatewayNodeFlags.join(' ')} infra/local/start.ts`;
