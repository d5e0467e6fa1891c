import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { edgeSecretHeader, viewerAddressHeader } from '@contract/edge-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { envNames } from '../config';

/**
 * The address in a `CloudFront-Viewer-Address` value, without the port: `198.51.100.10:46532` and
 * `2001:db8::1:46532` (CloudFront's IPv6 form, unbracketed) as CloudFront sends them, `[2001:db8::1]:46532`
 * too. Null for anything else.
 */
export function viewerAddressOf(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(text);
  const [address, port] = bracketed
    ? [bracketed[1], bracketed[2]]
    : [text.slice(0, text.lastIndexOf(':')), text.slice(text.lastIndexOf(':') + 1)];
  if (!address || !port || !/^\d{1,5}$/.test(port) || Number(port) > 65535) return null;
  if (bracketed && isIP(address) !== 6) return null;
  return isIP(address) ? address : null;
}

/** Whether `given` is the stage's edge secret (compared in constant time); never without a secret. */
export function isEdgeSecret(given: string | undefined, secret: string | undefined): boolean {
  if (!given || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The client's address: the viewer's as CloudFront saw it (`viewerAddressHeader`, port removed) when the
 * request came through the stage's distribution, which alone adds the edge secret (`edgeSecretHeader`);
 * otherwise the connection's (`sourceIp`), so a header forged at API Gateway's own endpoint is not believed.
 * `headers` as API Gateway's payload 2.0 gives them: names in lower case.
 */
export function clientAddress(
  headers: Record<string, string | undefined> | undefined,
  sourceIp: string,
  edgeSecret: string | undefined,
): string {
  if (!isEdgeSecret(headers?.[edgeSecretHeader], edgeSecret)) return sourceIp;
  return viewerAddressOf(headers?.[viewerAddressHeader.toLowerCase()]) ?? sourceIp;
}

/** The client's address of an API request, with the stage's edge secret from the function's environment. */
export const clientAddressOf = (event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>) =>
  clientAddress(event.headers, event.requestContext?.http?.sourceIp ?? '', process.env[envNames.edgeSecret]);
