import { envNames } from '../functions/config';
import { logEventOverheadBytes } from './platform-usage';

/**
 * The bytes `run` writes to stdout and stderr (a function's log lines: its logger at the deployed level and
 * its metrics' EMF line, published as with a stage), each line with CloudWatch's per-event overhead.
 */
export async function loggedBytes<T>(run: () => Promise<T>): Promise<number> {
  const saved = { level: process.env.LOG_LEVEL, stage: process.env[envNames.stage] };
  const writes = { out: process.stdout.write, err: process.stderr.write };
  let bytes = 0;
  const count = (chunk: unknown) => {
    const text = String(chunk);
    const lines = text.split('\n').filter((l) => l.length > 0).length;
    bytes += Buffer.byteLength(text) + lines * logEventOverheadBytes;
    return true;
  };
  process.env.LOG_LEVEL = 'info';
  process.env[envNames.stage] = 'bench';
  process.stdout.write = count as typeof process.stdout.write;
  process.stderr.write = count as typeof process.stderr.write;
  try {
    await run();
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    restore('LOG_LEVEL', saved.level);
    restore(envNames.stage, saved.stage);
  }
  return bytes;
}

const restore = (name: string, value: string | undefined) => {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
};
