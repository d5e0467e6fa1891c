import type { ChildProcess } from 'node:child_process';
import { startPrivateStack } from './start-stack';

declare global {
  var __receiptsStack: ChildProcess | undefined;
}

/** Starts the local stack once per Jest run and hands its endpoints to the test workers (RECEIPTS_STACK). */
export default async function globalSetup(): Promise<void> {
  globalThis.__receiptsStack = await startPrivateStack();
}
