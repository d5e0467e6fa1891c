const Sequencer = require('@jest/test-sequencer').default;

/**
 * The suites that take longest, longest first (seconds of one worker in a fresh clone's `.ci/run`, 2 cores).
 * Jest starts the suites it has timed before longest first, but a fresh clone (CI) has no timings, and it falls
 * back to file size: every-route.test.ts, 25 lines and two minutes, started last and ran alone at the end.
 */
const slowestSuites = [
  'test/bench/bench-smoke.test.ts', // 195 s
  'test/integration/fuzz-routes.test.ts', // 123 s
  'test/e2e/every-route.test.ts', // 114 s
  'test/integration/faults.test.ts', // 66 s
  'test/e2e/dashboard.test.ts', // 45 s
  'test/e2e/dev-site-edge.test.ts', // 36 s
  'test/e2e/share.test.ts', // 32 s
  'test/integration/follow-up-deletion.test.ts', // 31 s
  'test/integration/dashboard-properties.test.ts', // 30 s
  'test/e2e/give-receipt-drafts.test.ts', // 30 s
];

/** Jest's own order, but with the slowest suites first when this machine has not timed them. */
class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    if (ordered.some((test) => this.time(test) !== undefined)) return ordered;
    const rank = (test) => {
      const at = slowestSuites.findIndex((suite) => test.path.endsWith(`/${suite}`));
      return at === -1 ? slowestSuites.length : at;
    };
    return ordered
      .map((test, index) => ({ test, index }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.index - b.index)
      .map(({ test }) => test);
  }
}

module.exports = SlowFirstSequencer;
module.exports.slowestSuites = slowestSuites;
