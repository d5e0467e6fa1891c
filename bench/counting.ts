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
