import type { InitializeHandler, MiddlewareStack } from '@aws-sdk/types';

interface HasMiddleware {
  // biome-ignore lint/suspicious/noExplicitAny: any SDK client's stack
  middlewareStack: MiddlewareStack<any, any>;
}

/** Counts the requests an SDK client sends, by command name. */
export function countRequests(client: HasMiddleware) {
  const counts = new Map<string, number>();
  client.middlewareStack.add(
    // biome-ignore lint/suspicious/noExplicitAny: generic over every command's input and output
    (next: InitializeHandler<any, any>, context: { commandName?: string }) => async (args: any) => {
      const name = context.commandName ?? 'unknown';
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: `benchCount${Math.random()}` },
  );
  return {
    reset: () => counts.clear(),
    total: () => [...counts.values()].reduce((a, b) => a + b, 0),
    byCommand: () => Object.fromEntries(counts),
  };
}

/** Requests by command as the report gives them: `Query×2, TransactWriteItems×10`. */
export const commandsText = (commands: Record<string, number>) =>
  Object.entries(commands)
    .map(([k, v]) => `${k.replace('Command', '')}×${v}`)
    .join(', ');

/** Whether a per-item figure stays flat from the small case to the large: within `share` of the small one. */
export const staysFlat = (small: number | undefined, large: number | undefined, share = 0.1) =>
  small !== undefined && large !== undefined && Math.abs(large - small) <= share * small;
