import { decodeTime } from 'ulid';

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const ulidText = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * Every time an answer carries, as an attacker would read it: each ISO time, and the time inside each ULID
 * (an id made of a time gives that time away to whoever decodes it), with where it was found.
 */
export function timesIn(value: unknown, at = '$'): { at: string; time: number }[] {
  if (typeof value === 'string') {
    if (isoTime.test(value)) return [{ at, time: Date.parse(value) }];
    if (ulidText.test(value)) return [{ at, time: decodeTime(value) }];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => timesIn(v, `${at}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => timesIn(v, `${at}.${k}`));
  return [];
}
