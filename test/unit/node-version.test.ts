import { execFileSync } from 'node:child_process';

/** The Lambdas run on Node 24; the tests, the local stack and the bench run on it too (docs/local-stack.md, "Which Node runs what"). */
describe('Node version', () => {
  it('runs the tests on Node 24, the Lambda runtime', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('gives child processes (the local stack, tsx scripts) the same Node 24', () => {
    const version = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
    expect(version.split('.')[0]).toBe('v24');
  });
});
