/** Near-valid cursors made from real ones: what an attacker would try after reading one of ours. */
type Payload = { l: string; p: Record<string, Record<string, string> | null> };

const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Payload;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every way to bend one real cursor: a key attribute removed, added, changed; the list swapped; junk. */
export function bentCursors(cursor: string): Record<string, string> {
  const payload = decode(cursor);
  const [stream, key] = Object.entries(payload.p).find(([, k]) => k !== null) as [
    string,
    Record<string, string>,
  ];
  const [first] = Object.keys(key);
  const withKey = (k: Record<string, string> | null) =>
    encode({ ...payload, p: { ...payload.p, [stream]: k } });
  const { [first!]: _removed, ...missing } = key;
  return {
    'a key attribute removed': withKey(missing),
    'a key attribute added': withKey({ ...key, GSI9PK: 'x' }),
    'a key attribute as a number': encode({
      ...payload,
      p: { ...payload.p, [stream]: { ...key, [first!]: 1 } },
    }),
    'the partition changed': withKey(
      Object.fromEntries(Object.entries(key).map(([k, v]) => [k, v.replace(/#[^#]+/, '#someone-else')])),
    ),
    'an empty key value': withKey(Object.fromEntries(Object.keys(key).map((k) => [k, '']))),
    'an unknown stream': encode({ ...payload, p: { ...payload.p, elsewhere: key } }),
    'another list tag': encode({ ...payload, l: 'AAAAAAAAAAAAAAAA' }),
    'an extra field': encode({ ...payload, x: 1 }),
    'a bare key': encode(key),
    'an array': encode([key]),
    null: encode(null),
    'a prototype key': encode({ ...payload, p: JSON.parse(`{"__proto__": ${JSON.stringify(key)}}`) }),
    'not JSON': Buffer.from('{"l":').toString('base64url'),
    'not base64url': 'not a cursor!',
    'too long': 'A'.repeat(5000),
  };
}
