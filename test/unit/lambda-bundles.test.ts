import { type BuiltBundle, buildBundle, bundleBudgetKb, functionEntries } from '../../bench/bundle-analysis';

/** Each function is built once for every check on it. */
const built = new Map<string, Promise<BuiltBundle>>();
const bundleOf = (entry: string) => {
  if (!built.has(entry)) built.set(entry, buildBundle(entry));
  return built.get(entry)!;
};

describe('Lambda bundles, built as the stacks deploy them', () => {
  it.each(functionEntries.map((f) => [f.name, f.entry]))(
    '%s takes every package from one installed copy',
    async (_name, entry) => {
      const { packages } = await bundleOf(entry);
      expect(packages.filter((p) => p.copies.length > 1)).toEqual([]);
      // The DynamoDB client's endpoint-discovery cache library is aliased away (endpoint-cache-lru.ts).
      expect(packages.map((p) => p.name)).not.toContain('mnemonist');
    },
  );

  // What a cold start reads: the entry and the chunks it imports as it loads, not those imported on first use.
  const kb = async (name: string) => (await bundleOf(`functions/handlers/${name}.ts`)).initBytes / 1024;

  it.each(['usernames', 'profile', 'contacts', 'users', 'openapi'])(
    'the DynamoDB-only %s bundle stays within its budget',
    async (name) => {
      expect(await kb(name)).toBeLessThanOrEqual(bundleBudgetKb.dynamoDbOnly);
    },
  );

  it.each(['media', 'receipts', 'account', 'moderation'])(
    'the %s bundle, with S3, stays within its budget',
    async (name) => {
      expect(await kb(name)).toBeLessThanOrEqual(bundleBudgetKb.withS3);
    },
  );

  /** The modules whose routes touch media objects (see `handlerModules` in contract/routes/route-def.ts). */
  const withS3 = ['media', 'receipts', 'account', 'moderation'];

  it.each(functionEntries.filter((f) => !withS3.includes(f.name)).map((f) => [f.name, f.entry]))(
    '%s carries neither the S3 client nor the default credential chain',
    async (_name, entry) => {
      const names = (await bundleOf(entry)).packages.map((p) => p.name);
      expect(names).not.toContain('@aws-sdk/client-s3');
      expect(names).not.toContain('@aws-sdk/credential-provider-node');
    },
  );

  it.each(withS3)(
    'the %s bundle carries the S3 client but not the default credential chain',
    async (name) => {
      const names = (await bundleOf(`functions/handlers/${name}.ts`)).packages.map((p) => p.name);
      expect(names).toContain('@aws-sdk/client-s3');
      expect(names).not.toContain('@aws-sdk/credential-provider-node');
      expect(names).not.toContain('@aws-sdk/nested-clients');
    },
  );
});
