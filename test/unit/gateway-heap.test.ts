import { readFileSync } from 'node:fs';
import { startCommand } from '../../infra/local/gateway-heap';

describe("the local stack's process settings", () => {
  it('are the same for `npm start` as for the stacks the tests and the soak start', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(startCommand);
  });
});
