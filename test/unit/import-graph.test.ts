import { importCircles, importsOf, sourceFiles } from '../support/source-graph';

/** The site's features, each under web/src/features/<feature>/ (STYLE.md: a feature never reaches into another). */
const featureOf = (file: string) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];

describe('the import graph', () => {
  it('no feature imports another feature: what two share lives in web/src/lib or web/src/components', () => {
    const offending = sourceFiles(['web/src']).flatMap((file) => {
      const feature = featureOf(file);
      if (!feature) return [];
      return importsOf(file)
        .filter((target) => featureOf(target) && featureOf(target) !== feature)
        .map((target) => `${file} → ${target}`);
    });
    expect(offending).toEqual([]);
  });

  it('the shared site code imports no feature', () => {
    const offending = sourceFiles(['web/src/lib', 'web/src/components']).flatMap((file) =>
      importsOf(file)
        .filter((target) => featureOf(target))
        .map((target) => `${file} → ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('has no import circles anywhere in the source (type-only imports count)', () => {
    expect(importCircles(sourceFiles()).map((circle) => [...circle, circle[0]].join(' → '))).toEqual([]);
  });
});
