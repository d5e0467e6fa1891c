import { build } from 'esbuild';
import { coldStartChildBuild } from '../../bench/cold-start-build';

describe("the bench's cold-start child", () => {
  it('bundles only code it can run: no dynamic import takes in the whole repository', async () => {
    const out = await build({ ...coldStartChildBuild, write: false, metafile: true, logLevel: 'silent' });
    const inputs = Object.keys(out.metafile.inputs);
    // A template-literal import like `../../${entry}` makes esbuild bundle every file it could name.
    expect(inputs.filter((file) => !/\.(ts|tsx|js|mjs|json)$/.test(file))).toEqual([]);
    expect(inputs.filter((file) => file.startsWith('functions/handlers/'))).toEqual([]);
  });
});
