/**
 * One JSON line per log entry with the request id. Never pass personal data (e-mail, phone, receipt text).
 */
type Level = 'info' | 'warn' | 'error';
const rank: Record<string, number> = { silent: 0, error: 1, warn: 2, info: 3 };
const enabled = (level: Level) => rank[level]! <= (rank[process.env.LOG_LEVEL ?? 'info'] ?? rank.info!);

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** An e-mail address anywhere in a line: SES and Cognito put the recipient's in their error messages. */
const addressInText = /[^\s@"'<>()[\]{}:;,\\]+@[^\s@"'<>()[\]{}:;,\\]+\.[A-Za-z]{2,}/g;
export const addressRedacted = '<address>';

/** Logs keep no addresses, whatever a dependency's error message carries. */
export const withoutAddresses = (line: string) => line.replace(addressInText, addressRedacted);

export function createLogger(base: Record<string, unknown>): Logger {
  const write = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (!enabled(level)) return;
    const line = withoutAddresses(
      JSON.stringify({ level, message, timestamp: new Date().toISOString(), ...base, ...fields }),
    );
    (level === 'error' ? console.error : console.log)(line);
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

export const errorFields = (error: unknown) =>
  error instanceof Error
    ? { errorName: error.name, errorMessage: error.message, stack: error.stack }
    : { error };
