import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { awsSdkTrim, literalTraitKeys } from '../../infra/stacks/aws-sdk-trim';
import { lambdaBuildOptions } from '../../infra/stacks/lambda-bundling';

const repoModules = join(__dirname, '../../node_modules');
const work = mkdtempSync(join(tmpdir(), 'aws-sdk-trim-'));

/**
 * A function that heads, copies and reads a range of objects through the S3 client, answered by a request
 * handler of its own (no network): it prints what the client sent and what it made of each answer.
 */
const entry = join(work, 'entry.mjs');
writeFileSync(
  entry,
  `import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
const sent = [];
const answers = [
  { statusCode: 200, headers: { 'content-length': '12', 'content-type': 'audio/webm', etag: '"e1"' } },
  { statusCode: 200, headers: {}, body: '<CopyObjectResult><ETag>"e2"</ETag></CopyObjectResult>' },
  { statusCode: 404, headers: {}, body: '<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>' },
];
const s3 = new S3Client({
  region: 'eu-west-1',
  credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  requestHandler: {
    handle: async (request) => {
      const { authorization, 'x-amz-date': _date, 'amz-sdk-invocation-id': _id, 'user-agent': _ua, 'x-amz-user-agent': _xua, ...headers } = request.headers;
      sent.push({ method: request.method, path: request.path, query: request.query, headers });
      const { body = '', ...answer } = answers[sent.length - 1];
      return { response: { ...answer, body: Readable.from([Buffer.from(body)]) } };
    },
  },
});
const results = [];
for (const command of [
  new HeadObjectCommand({ Bucket: 'media', Key: 'pending/a' }),
  new CopyObjectCommand({ Bucket: 'media', Key: 'voice/b', CopySource: 'media/pending/a', ContentType: 'audio/webm', MetadataDirective: 'REPLACE' }),
  new GetObjectCommand({ Bucket: 'media', Key: 'voice/c', Range: 'bytes=0-15' }),
]) {
  try {
    const { $metadata, ...output } = await s3.send(command);
    results.push(output);
  } catch (error) {
    results.push({ error: error.name, status: error.$metadata?.httpStatusCode });
  }
}
console.log(JSON.stringify({ sent, results }));
`,
);

async function bundle(name: string, withTrim: boolean) {
  const outfile = join(work, `${name}.mjs`);
  const plugins = withTrim ? lambdaBuildOptions.plugins : [];
  const { outputFiles } = await build({
    ...lambdaBuildOptions,
    plugins,
    entryPoints: [entry],
    outfile,
    nodePaths: [repoModules],
    write: false,
  });
  writeFileSync(outfile, outputFiles![0]!.contents);
  return {
    code: outputFiles![0]!.text,
    // Without the test run's environment: a local stack's endpoint there would make the client address
    // buckets by path, and the answers would depend on what else runs.
    run: () =>
      execFileSync(process.execPath, [outfile], { encoding: 'utf8', env: { PATH: process.env.PATH } }),
  };
}

describe('the AWS SDK trim of the Lambda build', () => {
  it('writes a computed trait key as the string constant it names, and leaves any other alone', () => {
    const source = [
      'const _e = "error";',
      'const _hE = "httpError";',
      'export var NotFound$ = [-3, n0, _NF, { [_e]: _c, [_hE]: 404, [other]: 1 }, [], []];',
    ].join('\n');
    expect(literalTraitKeys(source).split('\n')[2]).toBe(
      'export var NotFound$ = [-3, n0, _NF, { "error": _c, "httpError": 404, [other]: 1 }, [], []];',
    );
  });

  it('leaves out the schemas of commands a function never sends, and sends and reads exactly the same', async () => {
    expect(lambdaBuildOptions.plugins).toContain(awsSdkTrim);
    const [plain, trimmed] = await Promise.all([bundle('plain', false), bundle('trimmed', true)]);
    // A schema of an S3 operation the function never calls.
    expect(plain.code).toContain('AnalyticsConfiguration');
    expect(trimmed.code).not.toContain('AnalyticsConfiguration');
    expect(trimmed.code.length).toBeLessThan(plain.code.length - 40 * 1024);

    const [before, after] = [JSON.parse(plain.run()), JSON.parse(trimmed.run())];
    expect(after).toEqual(before);
    expect(after.results).toEqual([
      expect.objectContaining({ ContentLength: 12, ContentType: 'audio/webm', ETag: '"e1"' }),
      expect.objectContaining({ CopyObjectResult: expect.objectContaining({ ETag: '"e2"' }) }),
      { error: 'NoSuchKey', status: 404 },
    ]);
    expect(after.sent.map((r: { method: string; path: string }) => `${r.method} ${r.path}`)).toEqual([
      'HEAD /pending/a',
      'PUT /voice/b',
      'GET /voice/c',
    ]);
  }, 60_000);
});
