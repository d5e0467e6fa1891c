import { request } from 'node:http';

const octet = () => 2 + Math.floor(Math.random() * 250);
/** A loopback address of its own per test: API Gateway's `sourceIp` is the connection's address. */
export const freshAddress = () => `127.${octet()}.${octet()}.${octet()}`;

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** One HTTP request to the local gateway sent from `address`, so per-address limits count it there. */
export function requestFrom(
  address: string,
  url: string,
  { method, body, headers = {} }: { method: string; body?: string | null; headers?: Record<string, string> },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, localAddress: address, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]),
          ),
          text,
        }),
      );
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** A message with its `{placeholders}` as wildcards, for text whose figures the server fills in. */
export const messagePattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
