import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../../infra/paths';

interface Sorts {
  new (options: unknown): { sort(tests: never): { path: string }[] };
  slowestSuites: string[];
}
/** The sequencer is CommonJS: Jest loads it by itself, before any transform. */
const SlowFirstSequencer = require('../support/slow-first-sequencer.cjs') as Sorts;
const { slowestSuites } = SlowFirstSequencer;

/** A renamed or removed suite would silently fall back to Jest's order by file size. */
test('every suite named slowest exists', () => {
  expect(slowestSuites.filter((suite) => !existsSync(join(repoRoot, suite)))).toEqual([]);
});

test('without timings, the slowest suites come first, in their order, and the rest keep Jest’s order', () => {
  const sequencer = new SlowFirstSequencer({
    contexts: [],
    globalConfig: { cacheDirectory: '/nonexistent' },
  });
  const at = (path: string, size: number) => ({
    path: join(repoRoot, path),
    context: { config: { cacheDirectory: '/nonexistent', id: 'x' }, hasteFS: { getSize: () => size } },
  });
  const tests = [
    at('test/unit/big.test.ts', 9000),
    at(slowestSuites[2]!, 10),
    at('test/unit/small.test.ts', 100),
    at(slowestSuites[0]!, 20),
  ];
  const order = sequencer.sort(tests as never).map((test) => relative(repoRoot, test.path));
  expect(order).toEqual([
    slowestSuites[0],
    slowestSuites[2],
    'test/unit/big.test.ts',
    'test/unit/small.test.ts',
  ]);
});
